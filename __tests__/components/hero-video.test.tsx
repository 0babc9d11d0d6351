import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { HeroVideo } from "../../src/components/podcast/hero-video";
import { setReducedMotion } from "../support/browser-fakes";

const SOURCES = [
  { src: "/static/hero.webm", type: "video/webm" },
  { src: "/static/hero.mp4", type: "video/mp4" },
];

describe("HeroVideo", () => {
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event("play"));
      return Promise.resolve();
    });
    pause = jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event("pause"));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const video = () => document.querySelector("video") as HTMLVideoElement;

  it("plays a muted loop with a poster and local sources", () => {
    render(<HeroVideo sources={SOURCES} poster="/static/poster.jpg" label="Podcast" />);
    expect(play).toHaveBeenCalledTimes(1);
    expect(video().muted).toBe(true);
    expect(video().loop).toBe(true);
    expect(video()).toHaveAttribute("poster", "/static/poster.jpg");
    expect(Array.from(video().querySelectorAll("source")).map((source) => source.getAttribute("src"))).toEqual([
      "/static/hero.webm",
      "/static/hero.mp4",
    ]);
    expect(video()).not.toHaveAttribute("autoplay");
  });

  it("never plays under reduced motion", () => {
    setReducedMotion(true);
    render(<HeroVideo sources={SOURCES} poster="/static/poster.jpg" label="Podcast" />);
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Pause background video" })).toHaveAttribute("aria-pressed", "true");
  });

  it("can be paused and resumed", async () => {
    const user = userEvent.setup();
    render(<HeroVideo sources={SOURCES} poster="/static/poster.jpg" label="Podcast" />);
    const toggle = screen.getByRole("button", { name: "Pause background video" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    Object.defineProperty(video(), "paused", { configurable: true, get: () => false });
    await user.click(toggle);
    expect(pause).toHaveBeenCalled();
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    Object.defineProperty(video(), "paused", { configurable: true, get: () => true });
    await user.click(toggle);
    expect(play).toHaveBeenCalledTimes(2);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
  });
});
