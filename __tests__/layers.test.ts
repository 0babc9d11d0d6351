/** @jest-environment node */
import { execFileSync } from "child_process";
import path from "path";

const ROOT = path.join(__dirname, "..");

/** Lints each text as if it were the named file, with the project's ESLint config, in one ESLint process. */
const lint = (files: Record<string, string>): Record<string, string[]> => {
  // ESLint loads its flat config through import(), which Jest's module system does not offer: run it in Node.
  const script = `
    import { ESLint } from "eslint";
    const files = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = {};
    for (const [filePath, text] of Object.entries(files)) {
      const [result] = await eslint.lintText(text, { filePath });
      out[filePath] = result.messages.map((m) => m.ruleId + ": " + m.message);
    }
    console.log(JSON.stringify(out));
  `;
  const stdout = execFileSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(files)], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return JSON.parse(stdout);
};

const importing = (from: string) => `import * as seeded from "${from}";\nexport const used = seeded;\n`;

describe("the import-direction lint rule", () => {
  const results = lint({
    "src/lib/seeded-a.ts": importing("../components/hero/hero"),
    "src/node/types/seeded-b.ts": importing("../../components/icon/icon"),
    "src/components/hero/seeded-c.ts": importing("../../node/aliases"),
    "src/components/hero/seeded-d.ts": importing("../../routes"),
    "src/node/seeded-e.ts": importing("../lib/icon-paths"),
  });

  it.each([
    ["src/lib/seeded-a.ts", "src/lib importing a component"],
    ["src/node/types/seeded-b.ts", "src/node importing a component"],
    ["src/components/hero/seeded-c.ts", "a component importing src/node"],
  ])("fails %s (%s)", (file) => {
    expect(results[file]).toEqual([expect.stringMatching(/^no-restricted-imports: .*layers: data → src\/node/)]);
  });

  it.each([["src/components/hero/seeded-d.ts"], ["src/node/seeded-e.ts"]])(
    "lets %s import a layer before it",
    (file) => {
      expect(results[file]).toEqual([]);
    },
  );
});
