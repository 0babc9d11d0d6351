import React, { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion";
import { PauseButton } from "../pause-button/pause-button";
import * as styles from "./rotating-words.module.scss";

export const WORD_STEP_MS = 2000;
export const WORD_CYCLE_STEPS = 4;

export interface RotatingWordsProps {
  words: readonly string[];
  /**
   * `rotate` shows one word per step and rests on an empty beat before starting
   * over; `accumulate` reveals the words one by one and holds them all on the
   * last step. Under reduced motion: the first word, or all words.
   */
  mode?: "rotate" | "accumulate";
  /** How assistive technology and the reduced-motion view read the block. */
  label: string;
  /** Holds the current step (from `useWordsPause`). */
  paused?: boolean;
}

/**
 * The words sit inside the page's h1, and a button there would join the heading's name: the page puts the
 * pause control elsewhere in the hero and hands `paused` to the words.
 */
export function useWordsPause(): { paused: boolean; control: React.ReactElement } {
  const [paused, setPaused] = useState(false);
  return {
    paused,
    control: (
      <PauseButton
        paused={paused}
        onToggle={() => setPaused(!paused)}
        subject="the changing words"
        tone="dark"
        className={styles.control}
      />
    ),
  };
}

const visibleAt = (mode: "rotate" | "accumulate", step: number) => (index: number) =>
  mode === "rotate" ? index === step : index <= step;

/** A hero word block on a 4-step cycle of 2 s; still under reduced motion and while paused. */
export function RotatingWords({
  words,
  mode = "rotate",
  label,
  paused = false,
}: RotatingWordsProps): React.ReactElement {
  const reduced = usePrefersReducedMotion();
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (reduced || paused) return undefined;
    const timer = window.setInterval(() => setStep((current) => (current + 1) % WORD_CYCLE_STEPS), WORD_STEP_MS);
    return () => window.clearInterval(timer);
  }, [reduced, paused]);

  const stillStep = mode === "rotate" ? 0 : WORD_CYCLE_STEPS;
  const isVisible = visibleAt(mode, reduced ? stillStep : step);
  return (
    <span className={`${styles.words} ${styles[mode]}`}>
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true" className={styles.track} data-step={reduced ? "still" : step}>
        {words.map((word, i) => (
          <span key={word} className={isVisible(i) ? styles.shown : styles.hidden}>
            {word}
          </span>
        ))}
      </span>
    </span>
  );
}
