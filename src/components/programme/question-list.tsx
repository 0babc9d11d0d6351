import React from "react";
import * as styles from "./question-list.module.scss";

/** The interview questions as an ordered list with visible numbers. */
export function QuestionList({ questions }: { questions: readonly string[] }): React.ReactElement {
  return (
    <ol className={styles.list}>
      {questions.map((question, i) => (
        <li key={question} className={styles.item}>
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <span>{question}</span>
        </li>
      ))}
    </ol>
  );
}
