import type { Config } from "stylelint";

/**
 * Design tokens only (issue 19): no colour, spacing or font size outside src/styles/_tokens.scss. A component's
 * stylesheet names a token ($color-…, $space-…, $font-size-…), so the look changes in one place.
 */
const RAW_LENGTH = "/(^|[\\s(,+*-])\\d*\\.?\\d+(px|rem|em|vw|vh|%)/";

const config: Config = {
  customSyntax: "postcss-scss",
  reportNeedlessDisables: true,
  rules: {
    "color-no-hex": true,
    "color-named": "never",
    "function-disallowed-list": ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"],
    "declaration-property-value-disallowed-list": {
      "/^(margin|padding|gap|row-gap|column-gap)(-|$)/": [RAW_LENGTH],
      "font-size": ["/(^|[^\\w-])\\d/"],
    },
  },
  overrides: [
    {
      files: ["src/styles/_tokens.scss"],
      rules: {
        "color-no-hex": null,
        "color-named": null,
        "function-disallowed-list": null,
        "declaration-property-value-disallowed-list": null,
      },
    },
  ],
};

export default config;
