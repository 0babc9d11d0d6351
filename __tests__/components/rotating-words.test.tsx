import fs from "fs";
import path from "path";
import React from "react";
import * as sass from "sass";
import { RotatingWords, WORD_STEP_MS, WordsPause } from "../../src/components/rotating-words/rotating-words";
import { HERO_WORDS_MAX } from "../../src/lib/content-limits.ts";
import { serverHtml } from "../support/server-html";
import { readData } from "../support/data";

const about = readData<typeof import("../../data/about.json")>("about.json");
const home = readData<typeof import("../../data/home.json")>("home.json");

const STYLESHEET = path.join(__dirname, "../../src/components/rotating-words/rotating-words.module.scss");
const source = fs.readFileSync(STYLESHEET, "utf8");
const css = sass.compile(STYLESHEET).css;

describe("RotatingWords (moved by CSS alone)", () => {
  it.each([
    ["home", home.hero.words, "rotate" as const],
    ["about", about.hero.words, "accumulate" as const],
  ])("the %s hero's words are in the static HTML, read once as their label, marked to move", (_page, words, mode) => {
    const host = serverHtml(<RotatingWords words={words} mode={mode} label={words.join(" ")} />);
    expect(host.querySelector(".visually-hidden")).toHaveTextContent(words.join(" "));
    const track = host.querySelector("[aria-hidden=true]") as HTMLElement;
    expect(track).toHaveAttribute("data-motion");
    expect(track).toHaveAttribute("data-words", String(words.length));
    expect(Array.from(track.children, (word) => word.textContent)).toEqual(words);
    expect(host.querySelectorAll("script, [data-island]")).toHaveLength(0);
  });

  it("has a cycle for every word count the content allows, steps of WORD_STEP_MS, each word starting a step later", () => {
    expect(source).toContain(`$hero-words-max: ${HERO_WORDS_MAX};`);
    expect(source).toContain(`$word-step: ${WORD_STEP_MS / 1000}s;`);
    for (let n = 1; n <= HERO_WORDS_MAX; n++) {
      const cycle = ((n + 1) * WORD_STEP_MS) / 1000;
      expect(css).toContain(`@keyframes rotate-${n} `);
      for (let i = 1; i <= n; i++) {
        const rule = new RegExp(
          `\\[data-words="${n}"\\] > :nth-child\\(${i}\\) \\{[^}]*animation: rotate-${n} ${cycle}s linear ${(i - 1) * (WORD_STEP_MS / 1000) - cycle}s infinite`,
        );
        expect(css).toMatch(rule);
        if (i > 1) expect(css).toContain(`animation: accumulate-${n}-${i} ${cycle}s linear infinite`);
      }
    }
  });

  it("moves only for visitors who have not asked for reduced motion", () => {
    const animations = css.match(/animation: [^;]+;/g) ?? [];
    expect(animations.length).toBeGreaterThan(0);
    const motionBlocks = css.split("@media (prefers-reduced-motion: no-preference)").slice(1).join("");
    for (const animation of animations) expect(motionBlocks).toContain(animation);
  });

  it("is paused by a switch in the hero, not a control inside the heading", () => {
    const host = serverHtml(<WordsPause />);
    const input = host.querySelector("input") as HTMLInputElement;
    expect(input.type).toBe("checkbox");
    expect(input).toHaveAttribute("role", "switch");
    expect(input).toHaveAttribute("data-pause-toggle");
    expect(input.closest("label")).toHaveTextContent("Pause the changing words");
  });
});
