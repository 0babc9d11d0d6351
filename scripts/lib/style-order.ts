/**
 * The one order in which the site's Sass modules enter its single stylesheet. Each page imports components in its
 * own order, so webpack met the modules in different orders on different pages and mini-css-extract-plugin chose
 * one with a warning per disagreement ('Conflicting order'). src/styles/modules.ts imports every module once, from
 * gatsby-browser.tsx, in this order: a module after the modules of every component its own component uses (so a
 * class a parent passes down, `className`, comes after the child's and wins at equal specificity, as it did on
 * every page), otherwise by path. Pages then bring no module of their own to order.
 */
import fs from "node:fs";
import path from "node:path";

const SOURCE = /\.(tsx?|mjs)$/;

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

const resolveImport = (from: string, spec: string) => {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, "index.tsx"),
    path.join(base, "index.ts"),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
};

/** @returns the relative imports of a source file, resolved */
const importsOf = (file: string): string[] =>
  Array.from(fs.readFileSync(file, "utf8").matchAll(/^import\s[^;]*?from\s+"(\.[^"]+)"/gms), (match) =>
    resolveImport(file, match[1]),
  ).filter((resolved) => resolved !== null);

/**
 * Every `*.module.scss` under `srcDir`, in dependency order (paths relative to `srcDir`, `/`-separated).
 */
export function moduleOrder(srcDir: string) {
  const files = filesUnder(srcDir);
  const modules = files.filter((file) => file.endsWith(".module.scss")).sort();
  const sources = files.filter((file) => SOURCE.test(file) && !file.endsWith(".d.ts"));
  /** Source files importing each module. */
  const owners = new Map(modules.map((module) => [module, sources.filter((s) => importsOf(s).includes(module))]));
  /** The modules reachable from a source file's imports. */
  const reach: Map<string, Set<string>> = new Map();
  const reachable = (file: string, seen: Set<string> = new Set()): Set<string> => {
    if (reach.has(file)) return reach.get(file) as Set<string>;
    const found = new Set<string>();
    seen.add(file);
    for (const target of importsOf(file)) {
      if (target.endsWith(".module.scss")) found.add(target);
      else if (SOURCE.test(target) && !seen.has(target)) for (const m of reachable(target, seen)) found.add(m);
    }
    reach.set(file, found);
    return found;
  };
  const dependsOn = new Map(
    modules.map((module) => {
      const deps = new Set((owners.get(module) as string[]).flatMap((owner) => [...reachable(owner)]));
      deps.delete(module);
      return [module, deps];
    }),
  );
  const order: string[] = [];
  const placed = new Set();
  while (order.length < modules.length) {
    const next = modules.find((m) => !placed.has(m) && [...(dependsOn.get(m) ?? [])].every((d) => placed.has(d)));
    // A cycle: take the first module left, by path.
    const chosen = next ?? (modules.find((m) => !placed.has(m)) as string);
    placed.add(chosen);
    order.push(chosen);
  }
  return order.map((file) => path.relative(srcDir, file).split(path.sep).join("/"));
}

/**
 * The text of src/styles/modules.ts for `order`.
 * @param order paths relative to src/
 */
export const styleIndex = (order: string[]) =>
  [
    "// Written by `node scripts/style-order.ts` (scripts/lib/style-order.ts): every Sass module once, each after",
    "// the modules of the components its own component uses, so the site's one stylesheet has one order.",
    ...order.map((file) => `import "../${file}";`),
    "",
  ].join("\n");
