/**
 * The small subset of Markdown content editors may use in long texts:
 * a blank line starts a new paragraph, `**text**` is bold and `[label](href)`
 * is a link (a site path such as `/privacy-notice`, a full http(s) address,
 * `mailto:` or `tel:`). A link's label is plain text. Everything else stays
 * literal text, so markup in the content can never reach the page as HTML.
 */
export interface TextRun {
  text: string;
  bold: boolean;
  /** Set on a link's label. */
  href?: string;
}

export type Paragraph = TextRun[];

const LINK = /\[([^\][]+)\]\(((?:\/|https?:\/\/|mailto:|tel:|#)[^\s()]*)\)/g;

const boldRunsOf = (text: string): TextRun[] =>
  // Splitting on a capturing group puts the bold parts at odd indexes.
  text
    .split(/\*\*(.+?)\*\*/)
    .map((part, i) => ({ text: part, bold: i % 2 === 1 }))
    .filter((run) => run.text !== "");

const runsOf = (paragraph: string): TextRun[] => {
  const runs: TextRun[] = [];
  let rest = 0;
  for (const match of paragraph.matchAll(LINK)) {
    runs.push(...boldRunsOf(paragraph.slice(rest, match.index)), { text: match[1], bold: false, href: match[2] });
    rest = (match.index ?? 0) + match[0].length;
  }
  return [...runs, ...boldRunsOf(paragraph.slice(rest))];
};

export const parseMarkdownLite = (source: string): Paragraph[] =>
  source
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim().replace(/[ \t]*\n[ \t]*/g, " "))
    .filter(Boolean)
    .map(runsOf);

/** Every link target in a markdown-lite text, for the build's link check. */
export const markdownLiteLinks = (source: string): string[] => [...source.matchAll(LINK)].map((match) => match[2]);

/** The text as a reader sees it, without markup: for places that take plain text (structured data, meta tags). */
export const markdownLitePlainText = (source: string): string =>
  parseMarkdownLite(source)
    .map((paragraph) => paragraph.map((run) => run.text).join(""))
    .join("\n\n");
