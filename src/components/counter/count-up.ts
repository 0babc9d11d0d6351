import { formatCount } from "./format-count";

export const COUNTER_STEPS = 60;
export const COUNTER_DURATION_MS = 2000;
const HALF = 0.5;

/**
 * Counts each `Counter`'s visible figure from 0 to its value in 60 steps over about 2 s, once, when it is at least
 * half on screen. Every figure moving at once is updated in the same animation frame, so a row of counters costs
 * one style and layout pass a frame. Nothing moves under reduced motion.
 */
export function countUp(root: ParentNode): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const figures = Array.from(root.querySelectorAll<HTMLElement>('[data-enhance~="count-up"]'));
  const counting = new Map<HTMLElement, number>();
  const show = (figure: HTMLElement, n: number) => {
    const text = `${figure.dataset.prefix ?? ""}${formatCount(n)}${figure.dataset.suffix ?? ""}`;
    if (figure.textContent !== text) figure.textContent = text;
  };
  const frame = (now: number) => {
    counting.forEach((startedAt, figure) => {
      // A frame's timestamp is when that frame began, which can be before the observer's callback started
      // the count: below 0 it would show a negative figure.
      const elapsed = Math.max(0, now - startedAt);
      const step = Math.min(COUNTER_STEPS, Math.floor((elapsed * COUNTER_STEPS) / COUNTER_DURATION_MS));
      show(figure, Math.round((Number(figure.dataset.countTo) * step) / COUNTER_STEPS));
      if (step === COUNTER_STEPS) counting.delete(figure);
    });
    if (counting.size > 0) requestAnimationFrame(frame);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const idle = counting.size === 0;
      entries
        .filter((entry) => entry.isIntersecting && entry.intersectionRatio >= HALF)
        .forEach((entry) => {
          observer.unobserve(entry.target);
          counting.set(entry.target as HTMLElement, performance.now());
        });
      if (idle && counting.size > 0) requestAnimationFrame(frame);
    },
    { threshold: HALF },
  );
  figures.forEach((figure) => {
    show(figure, 0);
    observer.observe(figure);
  });
}
