/**
 * The small subset of Markdown content editors may use in long texts:
 * a blank line starts a new paragraph and `**text**` is bold. Everything else
 * stays literal text, so markup in the content can never reach the page as HTML.
 */
export interface TextRun {
  text: string;
  bold: boolean;
}

export type Paragraph = TextRun[];

const runsOf = (paragraph: string): TextRun[] =>
  // Splitting on a capturing group puts the bold parts at odd indexes.
  paragraph
    .split(/\*\*(.+?)\*\*/)
    .map((text, i) => ({ text, bold: i % 2 === 1 }))
    .filter((run) => run.text !== "");

export const parseMarkdownLite = (source: string): Paragraph[] =>
  source
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim().replace(/[ \t]*\n[ \t]*/g, " "))
    .filter(Boolean)
    .map(runsOf);
