import { shownAt } from "./shown-at";

/** The longest delay a browser timer keeps (about 24.8 days); a page is not left open that long. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Shows each `Timed` element by the visitor's clock, and again whenever one of their instants passes while the
 * page is open.
 */
export function clock(root: ParentNode): void {
  const timed = Array.from(root.querySelectorAll<HTMLElement>('[data-enhance~="clock"]'));
  if (timed.length === 0) return;
  const update = () => {
    const now = Date.now();
    let next = Infinity;
    for (const element of timed) {
      const { from, until } = element.dataset;
      element.hidden = !shownAt(now, from, until);
      for (const instant of [from, until]) {
        const at = instant ? Date.parse(instant) : NaN;
        if (at > now) next = Math.min(next, at);
      }
    }
    if (next - now <= MAX_TIMER_MS) window.setTimeout(update, next - now);
  };
  update();
}
