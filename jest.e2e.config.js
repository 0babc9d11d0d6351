/** End-to-end tests: the built site (`public/`) served by nginx (npm run serve:production), driven in Debian's Chromium. */
module.exports = {
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/e2e/**/*.e2e.ts"],
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  // pixelmatch is an ES module only: compiled like the tests.
  transformIgnorePatterns: ["node_modules/(?!pixelmatch/)"],
  globalSetup: "<rootDir>/__tests__/e2e/global-setup.ts",
  globalTeardown: "<rootDir>/__tests__/e2e/global-teardown.ts",
  testTimeout: 60000,
  maxWorkers: 2,
};
