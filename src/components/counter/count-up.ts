import { formatCount } from "./format-count";

export const COUNTER_STEPS = 60;
export const COUNTER_DURATION_MS = 2000;

/**
 * Counts each `Counter`'s visible figure from 0 to its value in 60 steps over about 2 s, once, when it is at
 * least half on screen. Nothing moves under reduced motion.
 */
export function countUp(root: ParentNode): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const figures = Array.from(root.querySelectorAll<HTMLElement>('[data-enhance~="count-up"]'));
  const show = (figure: HTMLElement, n: number) => {
    figure.textContent = `${figure.dataset.prefix ?? ""}${formatCount(n)}${figure.dataset.suffix ?? ""}`;
  };
  const count = (figure: HTMLElement) => {
    const value = Number(figure.dataset.countTo);
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      show(figure, Math.round((value * step) / COUNTER_STEPS));
      if (step >= COUNTER_STEPS) window.clearInterval(timer);
    }, COUNTER_DURATION_MS / COUNTER_STEPS);
  };
  const observer = new IntersectionObserver(
    (entries) =>
      entries.forEach((entry) => {
        if (!entry.isIntersecting) return;
        observer.unobserve(entry.target);
        count(entry.target as HTMLElement);
      }),
    { threshold: 0.5 },
  );
  figures.forEach((figure) => {
    show(figure, 0);
    observer.observe(figure);
  });
}
