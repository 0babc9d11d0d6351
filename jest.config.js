/** Unit, component and backend tests. Browser tests have their own config (playwright.config.ts). */
module.exports = {
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "^.+\\.(css|scss)$": "<rootDir>/__mocks__/style-mock.js",
    "^.+\\.(jpg|jpeg|png|gif|svg|webp|mp4|webm|ico)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/jest-loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // npm test runs these beside the production build on two cores: 5 s, Jest's default for an idle core, is not a
  // hang there (a form test typing into every field, brotli on the 5 MB CMS bundle).
  testTimeout: 30_000,
};
