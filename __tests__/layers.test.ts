/** @jest-environment node */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";

const ROOT = path.join(__dirname, "..");

interface Layer {
  paths: string[];
  imports: string[];
  plain?: string[];
}

/**
 * Runs `script` (an ES module that prints JSON) in Node from the project root: ESLint and its flat config load
 * through import(), which Jest's module system does not offer.
 */
const runModule = <T>(script: string, input: unknown = null): T =>
  JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(input)], {
      cwd: ROOT,
      encoding: "utf8",
    }),
  );

const { LAYERS, PLAIN_MODULES } = runModule<{ LAYERS: Record<string, Layer>; PLAIN_MODULES: string[] }>(
  `const { LAYERS, PLAIN_MODULES } = await import("./eslint.config.mjs");
  console.log(JSON.stringify({ LAYERS, PLAIN_MODULES }));`,
);

interface Message {
  line: number;
  ruleId: string;
  message: string;
}

/** Lints each text as if it were the named file, with the project's ESLint config, in one ESLint process. */
const lint = (files: Record<string, string>): Record<string, Message[]> =>
  runModule(
    `import { ESLint } from "eslint";
    const files = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = {};
    for (const [filePath, text] of Object.entries(files)) {
      const [result] = await eslint.lintText(text, { filePath });
      out[filePath] = result.messages.map(({ line, ruleId, message }) => ({ line, ruleId, message }));
    }
    console.log(JSON.stringify(out));`,
    files,
  );

/** The project's modules: code, and the JSON a module may import. */
const trackedFiles = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.mjs", "*.js", "*.json"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);
const layers = new Map<string, string | undefined>();
const layerOf = (file: string): string | undefined => {
  if (!layers.has(file)) {
    layers.set(
      file,
      Object.keys(LAYERS).find((name) => LAYERS[name].paths.some((pattern) => path.matchesGlob(file, pattern))),
    );
  }
  return layers.get(file);
};
const CODE = /\.(tsx?|mjs|js)$/;

/** A real module of each layer to import (ESLint resolves an import to its file); a plain one where there is. */
const sampleOf = (name: string, plain: boolean): string | undefined =>
  trackedFiles.find(
    (file) =>
      layerOf(file) === name &&
      !file.endsWith(".d.ts") &&
      (name === "data"
        ? file.endsWith(".json")
        : plain
          ? PLAIN_MODULES.includes(file)
          : /\.tsx?$/.test(file) && !PLAIN_MODULES.includes(file)),
  );

/** Where a file of the layer that imports would stand: beside its first path, or that path itself. */
const importerOf = (name: string): string => {
  const [first] = LAYERS[name].paths;
  const dir = first.replace(/\/\*\*$/, "");
  if (dir !== first) return `${dir}/layer-probe.ts`;
  return trackedFiles.find((file) => path.matchesGlob(file, first)) ?? first;
};

const specifier = (from: string, to: string): string => {
  const relative = path.relative(path.dirname(from), to).replace(/\.tsx?$/, "");
  return relative.startsWith(".") ? relative : `./${relative}`;
};

const mayImport = (importer: Layer, name: string, target: string): boolean =>
  importer.imports.includes("*") ||
  importer.imports.includes(name) ||
  (importer.plain?.includes(name) === true && PLAIN_MODULES.includes(target));

/** Every layer that holds code imports a module of every other layer: the lint must refuse exactly the forbidden. */
const cases = Object.keys(LAYERS)
  .filter((name) => name !== "data" && name !== "static")
  .flatMap((name) =>
    Object.keys(LAYERS)
      .filter((other) => other !== name)
      .flatMap((other) => [sampleOf(other, false), sampleOf(other, true)].filter((t): t is string => !!t))
      .filter((target, index, all) => all.indexOf(target) === index)
      .map((target) => {
        const importer = importerOf(name);
        const other = layerOf(target) as string;
        return { name, other, importer, target, allowed: mayImport(LAYERS[name], other, target) };
      }),
  );

describe("the layers of docs/architecture.md, as the lint holds them", () => {
  const texts = Object.fromEntries(
    Object.entries(
      cases.reduce<Record<string, string[]>>((files, { importer, target }, index) => {
        (files[importer] ??= []).push(`import * as probe${index} from "${specifier(importer, target)}";`);
        return files;
      }, {}),
    ).map(([file, lines]) => [file, `${lines.join("\n")}\n`]),
  );
  // One probe file per layer, one import a line (the line of a message says which import it is about), and the
  // probes of the cases below, all in one ESLint run.
  const SPECIAL = {
    "supabase/functions/send-notifications/probe.ts": `import { buildIcs } from "../../../src/lib/ics.ts";\nexport const b = buildIcs;\n`,
    "src/lib/probe.ts": `import { buildIcs } from "../../supabase/functions/_shared/ics.ts";\nexport const b = buildIcs;\n`,
    "src/lib/probe-unresolved.ts": `import { x } from "./no-such-module";\nexport const y = x;\n`,
    "__tests__/node/probe.test.ts": `import { test } from "../e2e/fixtures";\nexport const t = test;\n`,
  };
  const results = lint({ ...texts, ...SPECIAL });
  const messagesOf = (file: keyof typeof SPECIAL) => results[file].map((m) => `${m.ruleId}: ${m.message}`);
  const refused = (importer: string, target: string): boolean => {
    const line = texts[importer].split("\n").findIndex((text) => text.endsWith(`"${specifier(importer, target)}";`));
    return results[importer].some((m) => m.line === line + 1 && m.ruleId === "import/no-restricted-paths");
  };

  it("are the table of docs/architecture.md", () => {
    const doc = fs.readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
    const rows = doc.split("\n").filter((line) => /^\| `\w+` +\|/.test(line));
    const names = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map(([, name]) => name);
    const documented = Object.fromEntries(
      rows.map((row) => {
        const [name, paths, imports, plain] = row.split("|").slice(1, -1).map(names);
        return [name[0], { paths, imports, ...(plain.length > 0 ? { plain } : {}) }];
      }),
    );
    expect(documented).toEqual(LAYERS);
  });

  it("holds every folder with code in a layer (root files are the tools' configuration)", () => {
    const outside = trackedFiles.filter((file) => CODE.test(file) && file.includes("/") && !layerOf(file));
    expect(outside).toEqual([]);
  });

  it("checks every pair of layers", () => {
    expect(new Set(cases.map(({ name }) => name)).size).toBe(Object.keys(LAYERS).length - 2);
    expect(cases.filter(({ allowed }) => !allowed).length).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [`${c.name} → ${c.other} (${c.target})`, c]))(
    "%s: refused exactly when the layers forbid it",
    (_title, { importer, target, allowed }) => {
      expect({ target, refused: refused(importer, target) }).toEqual({ target, refused: !allowed });
    },
  );

  it("keeps the site out of the Edge Functions and the Edge Functions to themselves", () => {
    expect(messagesOf("supabase/functions/send-notifications/probe.ts")).toContainEqual(
      expect.stringMatching(/^import\/no-restricted-paths: .*functions .* may not import lib:/),
    );
    expect(messagesOf("src/lib/probe.ts")).toContainEqual(
      expect.stringMatching(/^import\/no-restricted-paths: .*lib .* may not import functions/),
    );
  });

  it("refuses a relative import that names no file, which no layer could hold", () => {
    expect(messagesOf("src/lib/probe-unresolved.ts")).toContainEqual(expect.stringMatching(/^import\/no-unresolved: /));
  });

  it("lets a Jest test import no Playwright suite", () => {
    expect(messagesOf("__tests__/node/probe.test.ts")).toContainEqual(
      expect.stringMatching(/^import\/no-restricted-paths: .*A Jest test may not import the Playwright suites/),
    );
  });
});
