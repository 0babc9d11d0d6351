/**
 * Unit, component and backend tests, as two projects: `unit` (components, views, pure modules, build-time code and
 * scripts; no process started) and `backend` (`__tests__/backend/`: each suite starts the local backend, PostgREST
 * on an embedded PostgreSQL with the forms' function, or a real PostgreSQL). `npm run test:quick` runs `unit` alone
 * (`--selectProjects unit`); `npm test` runs both. Browser tests have their own config (playwright.config.ts).
 */
const BACKEND = "<rootDir>/__tests__/backend/";
const IGNORED = ["node_modules", "\\.cache", "<rootDir>/public"];

const shared = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "^.+\\.(css|scss)$": "<rootDir>/__mocks__/style-mock.js",
    "^.+\\.(jpg|jpeg|png|gif|svg|webp|mp4|webm|ico)$": "<rootDir>/__mocks__/file-mock.js",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/jest-loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
      testPathIgnorePatterns: [...IGNORED, BACKEND],
    },
    {
      ...shared,
      displayName: "backend",
      testMatch: [`${BACKEND}**/*.test.[jt]s?(x)`],
      testPathIgnorePatterns: IGNORED,
    },
  ],
  // A timeout only ends a hang; it must not judge the machine. Jest's 5 s, and the 30 s this had, were reached with no
  // defect: on the shared 2-core machine at a load average of 46 (27 November), brotli on the CMS bundle, a report
  // browser's loading state and a fake fetch each passed 30 s. Ten minutes is twenty times that. Per-test timeouts are
  // not set: this one holds every test and hook.
  testTimeout: 600_000,
};
