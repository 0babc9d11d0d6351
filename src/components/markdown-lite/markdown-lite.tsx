import React from "react";
import { parseMarkdownLite } from "../../lib/markdown-lite";
import * as styles from "./markdown-lite.module.scss";

export interface MarkdownLiteProps {
  text: string;
}

/** Editor text as paragraphs with bold runs, built as React elements (never as injected HTML). */
export function MarkdownLite({ text }: MarkdownLiteProps): React.ReactElement {
  return (
    <div className={styles.prose}>
      {parseMarkdownLite(text).map((paragraph, i) => (
        <p key={i}>{paragraph.map((run, j) => (run.bold ? <strong key={j}>{run.text}</strong> : run.text))}</p>
      ))}
    </div>
  );
}
