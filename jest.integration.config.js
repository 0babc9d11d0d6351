/** Integration tests: each runs `gatsby build` on a throw-away copy of the project (minutes, so apart from units). */
module.exports = {
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/integration/**/*.integration.ts"],
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  // One project copy for all the builds, so each after the first finds webpack's cache (__tests__/support/project-copy.ts).
  globalSetup: "<rootDir>/__tests__/support/integration-setup.ts",
  globalTeardown: "<rootDir>/__tests__/support/integration-teardown.ts",
  // An hour, past the builds' own kill (BUILD_TIMEOUT_MS in __tests__/support/project-copy.ts): only a hang reaches it.
  testTimeout: 3_600_000,
  // Two Gatsby builds at once would starve each other on a two-core machine.
  maxWorkers: 1,
};
