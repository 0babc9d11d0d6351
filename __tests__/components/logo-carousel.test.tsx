import { render, screen } from "@testing-library/react";
import React from "react";
import * as sass from "sass";
import path from "path";
import { LogoCarousel } from "../../src/components/logo-carousel/logo-carousel";
import { fakeImage } from "../support/fake-image";
import { serverHtml } from "../support/server-html";

const LOGOS = ["Alpha", "Beta", "Gamma"].map((name) => ({ name, image: fakeImage() }));
const LABEL = "Our partners across the sector";
const css = sass.compile(path.join(__dirname, "../../src/components/logo-carousel/logo-carousel.module.scss")).css;

describe("LogoCarousel (moved by CSS alone)", () => {
  it("is one named list of logos (the copy for the loop hidden), not a region inside its section", () => {
    render(<LogoCarousel logos={LOGOS} label={LABEL} />);
    const list = screen.getByRole("list", { name: LABEL });
    expect(list.querySelectorAll("img")).toHaveLength(LOGOS.length);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("moves in the static HTML, marked for its section's pause switch, with no script", () => {
    const host = serverHtml(<LogoCarousel logos={LOGOS} label={LABEL} />);
    expect(host.querySelector("[data-marquee] > [data-motion]")).not.toBeNull();
    const toggle = host.querySelector("input[data-pause-toggle]") as HTMLInputElement;
    expect(toggle).toHaveAttribute("role", "switch");
    expect(toggle.closest("label")).toHaveTextContent(`Pause ${LABEL}`);
    expect(host.querySelectorAll("script, [data-island], [tabindex]")).toHaveLength(0);
  });

  it("pauses on hover and focus, and moves only for visitors who have not asked for reduced motion", () => {
    const moving = css.split("@media (prefers-reduced-motion: no-preference)").slice(1).join("");
    expect(moving).toMatch(/\.track \{\s*animation: scroll 90s linear infinite;/);
    expect(moving).toMatch(/\.track:hover, \.track:focus-within \{\s*animation-play-state: paused;/);
    expect(css.replace(moving, "")).not.toMatch(/animation:/);
  });
});
