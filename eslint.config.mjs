import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Layers point one way: data → src/node → src/routes.ts + src/lib → src/views → src/components. A file may import
 * from its own layer and the layers before it, never from one after it.
 */
const layer = (files, forbidden, why) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^(\\.{1,2}/)+(src/)?(${forbidden.join("|")})(/|$)`,
            message: `${why} (layers: data → src/node → src/routes.ts + src/lib → src/views → src/components).`,
          },
        ],
      },
    ],
  },
});

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
  layer(
    ["src/node/**", "gatsby-node.ts"],
    ["components", "views", "templates", "pages", "hooks"],
    "Build-time code must not depend on presentation; move shared constants to src/lib",
  ),
  layer(
    ["src/lib/**", "src/routes.ts"],
    ["node", "components", "views", "templates", "pages", "hooks", "forms"],
    "src/lib and src/routes.ts are pure and shared; they import nothing above them",
  ),
  layer(
    ["src/views/**"],
    ["node", "templates", "pages"],
    "Views take plain props; queries live in templates and pages, build-time code in src/node",
  ),
  layer(
    ["src/components/**", "src/hooks/**", "src/forms/**"],
    ["node", "views", "templates", "pages"],
    "Components take plain props and know no page, view or build-time code",
  ),
);
