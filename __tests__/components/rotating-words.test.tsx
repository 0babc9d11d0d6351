import { act, fireEvent, render, screen } from "@testing-library/react";
import React from "react";
import { RotatingWords, useWordsPause, WORD_STEP_MS } from "../../src/components/rotating-words/rotating-words";
import { setReducedMotion } from "../support/browser-fakes";

const WORDS = ["connect", "share", "learn"];
const visibleWords = (container: HTMLElement) =>
  [...container.querySelectorAll(".shown")].map((node) => node.textContent);

describe("RotatingWords", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("rotates one word per 2 s step through a 4-step cycle", () => {
    const { container } = render(<RotatingWords words={WORDS} label="connect, share and learn" />);
    expect(visibleWords(container)).toEqual(["connect"]);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS - 1));
    expect(visibleWords(container)).toEqual(["connect"]);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleWords(container)).toEqual(["share"]);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS));
    expect(visibleWords(container)).toEqual(["learn"]);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS));
    expect(visibleWords(container)).toEqual([]);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS));
    expect(visibleWords(container)).toEqual(["connect"]);
  });

  it("reveals words one by one in accumulate mode", () => {
    const words = ["CONNECT.", "SHARE.", "LEARN."];
    const { container } = render(<RotatingWords words={words} mode="accumulate" label="Connect. Share. Learn." />);
    expect(visibleWords(container)).toEqual(["CONNECT."]);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS));
    expect(visibleWords(container)).toEqual(["CONNECT.", "SHARE."]);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS));
    expect(visibleWords(container)).toEqual(words);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS));
    expect(visibleWords(container)).toEqual(words);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS));
    expect(visibleWords(container)).toEqual(["CONNECT."]);
  });

  it("stands still under reduced motion and always names every word for assistive technology", () => {
    setReducedMotion(true);
    const { container, getByText } = render(<RotatingWords words={WORDS} label="connect, share and learn" />);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS * 3));
    expect(visibleWords(container)).toEqual(["connect"]);
    expect(getByText("connect, share and learn")).toHaveClass("visually-hidden");
  });

  it("holds the current word while paused and moves on after Play", () => {
    const Hero = () => {
      const words = useWordsPause();
      return (
        <>
          <RotatingWords words={WORDS} label="connect, share and learn" paused={words.paused} />
          {words.control}
        </>
      );
    };
    const { container } = render(<Hero />);
    act(() => jest.advanceTimersByTime(WORD_STEP_MS));
    expect(visibleWords(container)).toEqual(["share"]);
    fireEvent.click(screen.getByRole("button", { name: "Pause the changing words" }));
    act(() => jest.advanceTimersByTime(WORD_STEP_MS * 6));
    expect(visibleWords(container)).toEqual(["share"]);
    fireEvent.click(screen.getByRole("button", { name: "Play the changing words" }));
    act(() => jest.advanceTimersByTime(WORD_STEP_MS));
    expect(visibleWords(container)).toEqual(["learn"]);
  });
});
