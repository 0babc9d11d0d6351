/** @jest-environment node */
import { execFileSync } from "child_process";
import path from "path";

const ROOT = path.join(__dirname, "../..");

/** Stylelint's messages for each text, linted as the named file with the project's config, in one Node process. */
const lint = (files: Record<string, string>): Record<string, string[]> => {
  // Stylelint is an ES module that loads its config through import(), which Jest's module system does not offer.
  const script = `
    import stylelint from "stylelint";
    const files = JSON.parse(process.argv[1]);
    const out = {};
    for (const [codeFilename, code] of Object.entries(files)) {
      const { results } = await stylelint.lint({ code, codeFilename });
      out[codeFilename] = results[0].warnings.map((w) => w.rule);
    }
    console.log(JSON.stringify(out));
  `;
  const stdout = execFileSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(files)], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return JSON.parse(stdout);
};

const USE_TOKENS = '@use "../../styles/tokens" as *;\n';

describe("the design-token stylelint rules", () => {
  const results = lint({
    "src/components/seeded/hex.module.scss": `${USE_TOKENS}.a { color: #1d4ed8; }`,
    "src/components/seeded/rgb.module.scss": `${USE_TOKENS}.a { background: rgb(15 23 42 / 70%); }`,
    "src/components/seeded/named.module.scss": `${USE_TOKENS}.a { border-color: white; }`,
    "src/components/seeded/padding.module.scss": `${USE_TOKENS}.a { padding: $space-2 12px; }`,
    "src/components/seeded/gap.module.scss": `${USE_TOKENS}.a { gap: 1.5rem; }`,
    "src/components/seeded/font.module.scss": `${USE_TOKENS}.a { font-size: 0.875rem; }`,
    "src/components/seeded/fluid.module.scss": `${USE_TOKENS}.a { font-size: clamp(1rem, 3vw, 2rem); }`,
    "src/components/seeded/tokens.module.scss": `${USE_TOKENS}.a { color: $color-ink; background: $color-white-12; padding: $space-2 $space-6 + $space-2; gap: 0 $space-word; font-size: $font-size-2xs; margin: 0 auto; }`,
    "src/styles/_tokens.scss": "$color-new: #abcdef;\n$font-size-new: 0.7rem;",
  });

  it.each([
    ["hex", "color-no-hex"],
    ["rgb", "function-disallowed-list"],
    ["named", "color-named"],
    ["padding", "declaration-property-value-disallowed-list"],
    ["gap", "declaration-property-value-disallowed-list"],
    ["font", "declaration-property-value-disallowed-list"],
    ["fluid", "declaration-property-value-disallowed-list"],
  ])("fail a raw value in a component's stylesheet (%s)", (name, rule) => {
    expect(results[`src/components/seeded/${name}.module.scss`]).toEqual([rule]);
  });

  it("pass tokens, token arithmetic and zero, and raw values in the tokens file itself", () => {
    expect(results["src/components/seeded/tokens.module.scss"]).toEqual([]);
    expect(results["src/styles/_tokens.scss"]).toEqual([]);
  });
});
