import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of docs/architecture.md ("Layers"): the paths each holds (from the project root) and the
 * layers it may import besides its own. Every other import between two layers fails the lint. `plain` layers may be
 * imported only through their PLAIN_MODULES: what a Node script can run as it is.
 */
export const LAYERS = {
  data: { paths: ["data/**"], imports: [] },
  // Pure code (and the ambient types of src/types): no Node, no Gatsby, no React component, nothing of the site.
  lib: { paths: ["src/lib/**", "src/types/**"], imports: [] },
  routes: { paths: ["src/routes.ts"], imports: ["lib"] },
  forms: { paths: ["src/forms/**"], imports: ["routes", "lib"] },
  hooks: { paths: ["src/hooks/**"], imports: ["routes", "lib"] },
  components: { paths: ["src/components/**"], imports: ["styles", "forms", "hooks", "routes", "lib"] },
  // The site's one stylesheet order: it imports the Sass modules beside components and views, and nothing else.
  styles: { paths: ["src/styles/**"], imports: ["components", "views"] },
  views: { paths: ["src/views/**"], imports: ["components", "forms", "hooks", "routes", "lib"] },
  pages: {
    paths: ["src/pages/**", "src/templates/**"],
    imports: ["views", "components", "forms", "hooks", "routes", "lib"],
  },
  // The CMS preview's bundle (src/node/cms-preview.ts builds it): the site's pages drawn in the editor.
  cms: {
    paths: ["src/cms/**"],
    imports: ["pages", "views", "components", "styles", "forms", "hooks", "routes", "lib"],
  },
  node: { paths: ["src/node/**", "gatsby-node.ts", "gatsby-config.ts"], imports: ["routes", "lib", "data"] },
  gatsby: { paths: ["gatsby-ssr.tsx", "gatsby-browser.tsx"], imports: ["node", "components", "styles", "lib"] },
  // The event keys and page paths it stores are the site's own (src/lib/registration-key.ts, src/routes.ts), and it
  // reads data/ through the site's content loader with the content's generated types and stored fields.
  backend: { paths: ["backend/**"], imports: ["routes", "lib"], plain: ["node"] },
  functions: { paths: ["supabase/functions/**"], imports: [] },
  // The CMS's admin page loads these as they are.
  static: { paths: ["static/**"], imports: [] },
  scripts: {
    paths: ["scripts/**", "*.config.{mjs,ts}"],
    imports: ["backend", "data"],
    plain: ["node", "lib"],
  },
  // Tests import the layers they test, from any folder; nothing imports a test.
  tests: { paths: ["__tests__/**", "__mocks__/**", "jest*"], imports: ["*"] },
};

/**
 * The site's modules a Node script runs as they are, without Gatsby's compiler: Node strips their types (erasable
 * syntax only, and every relative import names its `.ts` file).
 */
export const PLAIN_MODULES = [
  "src/lib/content-limits.ts",
  "src/lib/london-texts.ts",
  "src/lib/normalise-route.ts",
  "src/node/built-routes.ts",
  "src/node/content-loader.ts",
  "src/node/json-source.ts",
  "src/node/stored-fields.ts",
  "src/node/types/content.generated.ts",
];

const isGlob = (pattern) => /[*?!(){}[\]]/.test(pattern);

/** One `import/no-restricted-paths` zone per forbidden (layer, path of another layer) pair. */
const layerZones = () =>
  Object.entries(LAYERS).flatMap(([name, layer]) =>
    Object.entries(LAYERS)
      .filter(([other]) => other !== name && !layer.imports.includes(other) && !layer.imports.includes("*"))
      .flatMap(([other, { paths }]) => {
        const plain = layer.plain?.includes(other);
        return paths.map((from) => ({
          target: layer.paths,
          from,
          ...(plain && isGlob(from) ? { except: PLAIN_MODULES.map((file) => `**/${file}`) } : {}),
          message: `${name} (${layer.paths.join(", ")}) may not import ${other}${plain ? " except its PLAIN_MODULES" : ""}: layers in docs/architecture.md.`,
        }));
      }),
  );

/** Jest runs the unit tests, Playwright the browser suites: a unit test never imports a Playwright suite. */
const testZones = [
  {
    target: ["__tests__/*", "__tests__/!(e2e|engines|performance)/**", "__mocks__/**", "jest*"],
    from: "__tests__/{e2e,engines,performance}/**",
    message:
      "A Jest test may not import the Playwright suites (__tests__/e2e, __tests__/engines, __tests__/performance).",
  },
];

export default tseslint.config(
  { ignores: ["public/", ".cache/", "node_modules/", "src/gatsby-types.d.ts", "bench/", ".local-backend/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    settings: { react: { version: "18.3" } },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react/prop-types": "off",
      // Invoker commands, which open the header's mobile menu without script (src/types/html-attributes.d.ts).
      "react/no-unknown-property": ["error", { ignore: ["commandfor", "command"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    plugins: { import: importPlugin },
    settings: {
      // Every import resolved to its file, so a layer is known by where the file lies, not by how it is named.
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] } },
    },
    rules: {
      "import/no-restricted-paths": ["error", { zones: [...layerZones(), ...testZones] }],
      // A relative import that names no file would escape the layers (the rule above skips what it cannot resolve).
      // The Edge Functions' content file is written, not committed (backend/function-content.ts).
      "import/no-unresolved": ["error", { ignore: ["^[^./]", "/_shared/mail-content\\.json$"] }],
    },
  },
  {
    files: ["src/styles/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^\\.(?!.*\\.scss$)", message: "src/styles imports stylesheets only." }] },
      ],
    },
  },
);
