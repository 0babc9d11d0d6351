import { act, render } from "@testing-library/react";
import React from "react";
import about from "../../data/about.json";
import { RotatingWords, WORD_STEP_MS } from "../../src/components/rotating-words/rotating-words";
import { setReducedMotion } from "../support/browser-fakes";

const shownWords = (container: HTMLElement) =>
  [...container.querySelectorAll(".shown")].map((node) => node.textContent);

const renderHero = () =>
  render(<RotatingWords words={about.hero.words} mode="accumulate" label={about.hero.words.join(" ")} />);

describe("about hero words", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("are CONNECT., SHARE. and LEARN.", () => {
    expect(about.hero.words).toEqual(["CONNECT.", "SHARE.", "LEARN."]);
  });

  it("appear one by one every 2 s, stay together, then start over", () => {
    const { container } = renderHero();
    expect(shownWords(container)).toEqual(["CONNECT."]);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS - 1));
    expect(shownWords(container)).toEqual(["CONNECT."]);
    act(() => jest.advanceTimersByTime(1));
    expect(shownWords(container)).toEqual(["CONNECT.", "SHARE."]);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS));
    expect(shownWords(container)).toEqual(["CONNECT.", "SHARE.", "LEARN."]);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS));
    expect(shownWords(container)).toEqual(["CONNECT.", "SHARE.", "LEARN."]);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS));
    expect(shownWords(container)).toEqual(["CONNECT."]);
  });

  it("show all three at once under reduced motion", () => {
    setReducedMotion(true);
    const { container } = renderHero();
    act(() => jest.advanceTimersByTime(WORD_STEP_MS * 5));
    expect(shownWords(container)).toEqual(["CONNECT.", "SHARE.", "LEARN."]);
  });
});
