// The warnings `npm install`, `npm start` and `npm run build` may print; the table of docs/quality.md (section "Quiet logs")
// gives each one's reason, a unit test keeps the two lists equal, and scripts/check-warnings.ts fails on any other.

export interface KnownWarning {
  id: string;
  when: ("install" | "start" | "build")[];
  pattern: RegExp;
}

export const KNOWN_WARNINGS: KnownWarning[] = [
  {
    id: "EBADENGINE",
    when: ["install"],
    pattern: /^npm warn EBADENGINE\b/,
  },
  {
    id: "gatsby-plugin-react-helmet",
    when: ["start", "build"],
    pattern: /^warn(ing)? gatsby-plugin-react-helmet: Gatsby now has built-in support for modifying/,
  },
  {
    id: "SITE_URL",
    when: ["start", "build"],
    pattern: /^warn(ing)? SITE_URL is not set\b/,
  },
];

/** Lines that start a warning: npm's, Gatsby's (`warn` on a terminal, `warning` in CI), Node's, Sass's, webpack's. */
export const WARNING_LINE =
  /^(npm warn\b|warn\b|WARN\b|warning\b|DEPRECATION WARNING|\(node:\d+\) \[?\w*\]? ?\w*Warning)/i;

/**
 * `output` without its terminal colour codes (Gatsby prints the address's port in bold when colours are on).
 */
// eslint-disable-next-line no-control-regex -- colour codes are control characters
export const withoutColours = (output: string) => output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");

/**
 * The warning lines of `output` (ANSI colours removed), each with the known warning it is, if any.
 * npm's multi-line warnings (EBADENGINE's `{ package: … }` lines) count once, by their first line.
 */
export function warningsIn(output: string, when: "install" | "start" | "build") {
  const lines = withoutColours(output).split(/\r?\n/);
  return lines
    .map((line) => line.trim())
    .filter((line) => WARNING_LINE.test(line) && !/^npm warn\s*$/.test(line) && !/^npm warn\s{2,}/.test(line))
    .filter((line) => !/^npm warn EBADENGINE\s+(package|required|current):|^npm warn EBADENGINE }$/.test(line))
    .map((line) => ({ line, known: KNOWN_WARNINGS.find((w) => w.when.includes(when) && w.pattern.test(line)) }));
}

/**
 * What a log's warnings come to: how many, each listed one by its id, and the lines of those not listed.
 */
export function warningReport(found: ReturnType<typeof warningsIn>) {
  const counts = new Map();
  for (const { known } of found) if (known) counts.set(known.id, (counts.get(known.id) ?? 0) + 1);
  const listed = [...counts].map(([id, count]) => `${id} ×${count}`).join(", ");
  return {
    summary: `${found.length} warning(s)${listed ? `, listed in docs/quality.md: ${listed}` : ""}`,
    unknown: found.filter((warning) => !warning.known).map((warning) => warning.line),
  };
}

/** The major version of Node `npm start` printed it runs on (scripts/start.ts prints `Node v22.…`). */
export const startNodeVersion = (output: string) => /^Node (v\d+)\./m.exec(output)?.[1];
