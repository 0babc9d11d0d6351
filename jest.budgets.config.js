/** Performance budgets: Lighthouse on one route per template of the built site (after the e2e step of npm test). */
module.exports = {
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/budgets/**/*.budget.ts"],
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  globalSetup: "<rootDir>/__tests__/e2e/global-setup.ts",
  globalTeardown: "<rootDir>/__tests__/e2e/global-teardown.ts",
  testTimeout: 60000,
  maxWorkers: 1,
};
