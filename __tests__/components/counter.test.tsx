import { act } from "@testing-library/react";
import React from "react";
import { COUNTER_DURATION_MS, COUNTER_STEPS, countUp } from "../../src/components/counter/count-up";
import { Counter } from "../../src/components/counter/counter";
import { installBrowserFakes, setReducedMotion, setVisibility } from "../support/browser-fakes";
import { serverString } from "../support/server-html";

installBrowserFakes();

/** Serves counters' server HTML and runs the count-up behaviour on them, as the page's boot script does. */
const serve = (...counters: React.ReactElement[]) => {
  document.body.innerHTML = serverString(<>{counters}</>);
  countUp(document);
  return Array.from(document.querySelectorAll<HTMLElement>('[data-enhance~="count-up"]'));
};

/** The figure a sighted visitor sees; assistive technology reads the hidden final text instead. */
const shown = (figure: HTMLElement) => figure.textContent;

describe("Counter and its count-up", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("states the real figure in the static HTML, once for assistive technology and once on screen", () => {
    document.body.innerHTML = serverString(<Counter value={4000} suffix="+" />);
    expect(document.querySelector(".visually-hidden")?.textContent).toBe("4,000+");
    const figure = document.querySelector<HTMLElement>('[data-enhance~="count-up"]') as HTMLElement;
    expect(figure).toHaveAttribute("aria-hidden", "true");
    expect(figure.textContent).toBe("4,000+");
  });

  it("starts at 0 and counts to the target in 60 steps over about 2 s once half visible", () => {
    const [figure] = serve(<Counter key="a" value={4000} suffix="+" />);
    expect(shown(figure)).toBe("0+");
    act(() => setVisibility(figure, 0.3));
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS));
    expect(shown(figure)).toBe("0+");
    act(() => setVisibility(figure, 0.5));
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS / 2));
    const midway = Number(shown(figure)?.replace(/\D/g, ""));
    expect(midway).toBeGreaterThan(4000 / 4);
    expect(midway).toBeLessThan(4000);
    expect(midway % Math.round(4000 / COUNTER_STEPS)).toBeLessThan(Math.round(4000 / COUNTER_STEPS));
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS));
    expect(shown(figure)).toBe("4,000+");
  });

  it("never shows a figure below 0 when the first frame's timestamp is older than the moment counting started", () => {
    // A frame's timestamp is the start of that frame, which may come before the observer's callback ran.
    const [figure] = serve(<Counter key="a" value={4000} />);
    const frame = jest
      .spyOn(window, "requestAnimationFrame")
      .mockImplementationOnce((callback) => (callback(performance.now() - COUNTER_DURATION_MS / COUNTER_STEPS), 0));
    act(() => setVisibility(figure, 1));
    expect(frame).toHaveBeenCalled();
    expect(shown(figure)).toBe("0");
    frame.mockRestore();
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS * 2));
    expect(shown(figure)).toBe("4,000");
  });

  it("moves every counter on screen in the same frames", () => {
    const figures = serve(<Counter key="a" value={100} />, <Counter key="b" value={300} />);
    figures.forEach((figure) => setVisibility(figure, 1));
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS / 2));
    // The same step of both: 300's figure is three times 100's, give or take the rounding of each.
    const [a, b] = figures.map((figure) => Number(shown(figure)));
    expect(a).toBeGreaterThan(0);
    expect(Math.abs(b - a * 3)).toBeLessThanOrEqual(2);
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS));
    expect(figures.map(shown)).toEqual(["100", "300"]);
  });

  it.each([0, 7, 999, 1000, 45000, 1234567])("groups %d as en-GB does", (value) => {
    const [figure] = serve(<Counter key="a" value={value} />);
    act(() => setVisibility(figure, 1));
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS * 2));
    expect(shown(figure)).toBe(value.toLocaleString("en-GB"));
  });

  it("counts only once", () => {
    const [figure] = serve(<Counter key="a" value={75} prefix="£" suffix="+" />);
    act(() => setVisibility(figure, 1));
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS + 100));
    act(() => setVisibility(figure, 0));
    act(() => setVisibility(figure, 1));
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS / COUNTER_STEPS));
    expect(shown(figure)).toBe("£75+");
  });

  it("shows the real number and never moves under reduced motion", () => {
    setReducedMotion(true);
    const [figure] = serve(<Counter key="a" value={88} suffix="%" />);
    act(() => setVisibility(figure, 1));
    expect(shown(figure)).toBe("88%");
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS));
    expect(shown(figure)).toBe("88%");
  });
});
