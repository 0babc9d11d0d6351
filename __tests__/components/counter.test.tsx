import { act, render, screen } from "@testing-library/react";
import React from "react";
import { Counter, COUNTER_DURATION_MS, COUNTER_STEPS } from "../../src/components/counter/counter";
import { setReducedMotion, setVisibility } from "../support/browser-fakes";

/** The figure a sighted visitor sees (Sass module classes are their own names in tests). */
const shown = (container: HTMLElement) => container.querySelector(".value")?.textContent;

describe("Counter", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("starts at 0 and counts to the target in 60 steps over about 2 s once half visible", () => {
    const { container } = render(<Counter value={4000} suffix="+" />);
    expect(shown(container)).toBe("0+");
    const counter = container.firstElementChild as Element;
    act(() => setVisibility(counter, 0.3));
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS));
    expect(shown(container)).toBe("0+");
    act(() => setVisibility(counter, 0.5));
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS / COUNTER_STEPS));
    expect(shown(container)).toBe(`${Math.round(4000 / COUNTER_STEPS)}+`);
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS / 2));
    const midway = Number(shown(container)?.replace(/\D/g, ""));
    expect(midway).toBeGreaterThan(1000);
    expect(midway).toBeLessThan(4000);
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS));
    expect(shown(container)).toBe("4,000+");
    expect(screen.getAllByText("4,000+").length).toBeGreaterThan(0);
  });

  it.each([0, 7, 999, 1000, 45000, 1234567])("groups %d as en-GB does", (value) => {
    const { container } = render(<Counter value={value} />);
    act(() => setVisibility(container.firstElementChild as Element, 1));
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS * 2));
    expect(shown(container)).toBe(value.toLocaleString("en-GB"));
  });

  it("counts only once", () => {
    const { container } = render(<Counter value={75} suffix="+" />);
    const counter = container.firstElementChild as Element;
    act(() => setVisibility(counter, 1));
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS + 100));
    act(() => setVisibility(counter, 0));
    act(() => setVisibility(counter, 1));
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS / COUNTER_STEPS));
    expect(shown(container)).toBe("75+");
  });

  it("shows the real number and never animates under reduced motion", () => {
    setReducedMotion(true);
    const { container } = render(<Counter value={95} suffix="%" />);
    act(() => setVisibility(container.firstElementChild as Element, 1));
    expect(shown(container)).toBe("95%");
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS / COUNTER_STEPS));
    expect(shown(container)).toBe("95%");
  });
});
