import React from "react";
import { parseMarkdownLite, type TextRun } from "../../lib/markdown-lite";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./markdown-lite.module.scss";

export interface MarkdownLiteProps {
  text: string;
  /** Without the standalone prose measure, e.g. inside an accordion panel that sets its own. */
  plain?: boolean;
}

const runElement = (run: TextRun, key: number): React.ReactNode => {
  if (run.href)
    return (
      <SmartLink key={key} href={run.href}>
        {run.text}
      </SmartLink>
    );
  return run.bold ? <strong key={key}>{run.text}</strong> : run.text;
};

/** Editor text as paragraphs with bold runs and links, built as React elements (never as injected HTML). */
export function MarkdownLite({ text, plain = false }: MarkdownLiteProps): React.ReactElement {
  return (
    <div className={plain ? undefined : styles.prose}>
      {parseMarkdownLite(text).map((paragraph, i) => (
        <p key={i}>{paragraph.map(runElement)}</p>
      ))}
    </div>
  );
}
