import React from "react";
import { PauseToggle } from "../pause-toggle/pause-toggle";
import * as styles from "./rotating-words.module.scss";

/** One step of the cycle: `$word-step` in rotating-words.module.scss. */
export const WORD_STEP_MS = 2000;

export interface RotatingWordsProps {
  /** At most HERO_WORDS_MAX (src/lib/content-limits.ts): the stylesheet draws cycles up to that many. */
  words: readonly string[];
  /**
   * `rotate` shows one word per step and rests on an empty beat before starting over; `accumulate` reveals the
   * words one by one and holds them all on the last step. Under reduced motion: the first word, or all words.
   */
  mode?: "rotate" | "accumulate";
  /** How assistive technology and the reduced-motion view read the block. */
  label: string;
}

/**
 * A hero word block on a cycle of 2 s steps, drawn by CSS alone (no script): still under reduced motion, and
 * stopped by the section's pause switch (`WordsPause`).
 */
export function RotatingWords({ words, mode = "rotate", label }: RotatingWordsProps): React.ReactElement {
  return (
    <span className={`${styles.words} ${styles[mode]}`}>
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true" className={styles.track} data-words={words.length} data-motion>
        {words.map((word) => (
          <span key={word}>{word}</span>
        ))}
      </span>
    </span>
  );
}

/**
 * The words sit inside the page's h1, and a control there would join the heading's name: the page puts this
 * pause switch elsewhere in the hero.
 */
export function WordsPause({ tone = "dark" }: { tone?: "light" | "dark" }): React.ReactElement {
  return <PauseToggle subject="the changing words" tone={tone} className={styles.control} />;
}
