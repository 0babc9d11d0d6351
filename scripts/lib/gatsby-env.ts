/**
 * The environment every Gatsby process of the project runs in (npm start, npm run build, the tests' builds).
 * Node 22 deprecates its `punycode` module (DEP0040), which Gatsby's own dependencies load; only they can move off
 * it, and Node would say so in every build and every Gatsby worker (where Gatsby shows it as "ERROR UNKNOWN"). That
 * one deprecation is silenced by its code (docs/quality.md, "Quiet logs"); every other warning still prints.
 */
export const gatsbyEnv = (env: NodeJS.ProcessEnv = process.env) => ({
  ...env,
  GATSBY_TELEMETRY_DISABLED: "1",
  NODE_OPTIONS: [env.NODE_OPTIONS, "--disable-warning=DEP0040"].filter(Boolean).join(" "),
});
