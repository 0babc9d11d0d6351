import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { HeroVideo } from "../../src/components/podcast/hero-video";
import { serverHtml } from "../support/server-html";

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

  it("plays a muted loop with a poster by itself in the static HTML, its sources only for visitors who allow motion", () => {
    const host = serverHtml(<HeroVideo sources={SOURCES} poster="/static/poster.jpg" label="Podcast" />);
    const video = host.querySelector("video") as HTMLVideoElement;
    for (const attribute of ["autoplay", "muted", "loop", "playsinline"]) expect(video).toHaveAttribute(attribute);
    expect(video).toHaveAttribute("poster", "/static/poster.jpg");
    expect(
      Array.from(video.querySelectorAll("source"), (source) => [source.getAttribute("src"), source.media]),
    ).toEqual([
      ["/static/hero.webm", "(prefers-reduced-motion: no-preference)"],
      ["/static/hero.mp4", "(prefers-reduced-motion: no-preference)"],
    ]);
  });

  it("can be paused and resumed once React runs it", async () => {
    const user = userEvent.setup();
    render(<HeroVideo sources={SOURCES} poster="/static/poster.jpg" label="Podcast" />);
    const video = document.querySelector("video") as HTMLVideoElement;
    const toggle = screen.getByRole("button", { name: "Pause background video" });
    Object.defineProperty(video, "paused", { configurable: true, get: () => false });
    act(() => {
      video.dispatchEvent(new Event("play"));
    });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(pause).toHaveBeenCalled();
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    Object.defineProperty(video, "paused", { configurable: true, get: () => true });
    await user.click(toggle);
    expect(play).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
  });
});
