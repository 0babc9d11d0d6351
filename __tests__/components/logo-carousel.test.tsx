import { fireEvent, render, screen } from "@testing-library/react";
import React from "react";
import { LogoCarousel } from "../../src/components/logo-carousel/logo-carousel";
import { fakeImage } from "../support/fake-image";
import { serverHtml } from "../support/server-html";

const LOGOS = ["Alpha", "Beta", "Gamma"].map((name) => ({ name, image: fakeImage() }));

describe("LogoCarousel", () => {
  it("is one named list of logos (the copy for the loop hidden), not a region inside its section", () => {
    render(<LogoCarousel logos={LOGOS} label="Trusted by industry leaders" />);
    const list = screen.getByRole("list", { name: "Trusted by industry leaders" });
    expect(list.querySelectorAll("img")).toHaveLength(LOGOS.length);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("stops at Pause and runs again at Play", () => {
    const { container } = render(<LogoCarousel logos={LOGOS} label="Trusted by industry leaders" />);
    const track = container.querySelector("[data-marquee] > div") as HTMLElement;
    expect(track).not.toHaveClass("paused");
    fireEvent.click(screen.getByRole("button", { name: "Pause Trusted by industry leaders" }));
    expect(track).toHaveClass("paused");
    fireEvent.click(screen.getByRole("button", { name: "Play Trusted by industry leaders" }));
    expect(track).not.toHaveClass("paused");
  });

  it("does not move in the static HTML, where Pause could not work: a still row, the button kept but unseen", () => {
    const host = serverHtml(<LogoCarousel logos={LOGOS} label="Trusted by industry leaders" />);
    expect(host.querySelector("[data-marquee]")).toHaveClass("still");
    expect(host.querySelector("[data-marquee]")).not.toHaveClass("moving");
    expect(host.querySelector("button")).toHaveClass("inert");
  });

  it("lets a keyboard scroll the still row (focusable), and not the moving one", () => {
    const host = serverHtml(<LogoCarousel logos={LOGOS} label="Trusted by industry leaders" />);
    expect(host.querySelector("[data-marquee]")).toHaveAttribute("tabindex", "0");
    const { container } = render(<LogoCarousel logos={LOGOS} label="Trusted by industry leaders" />);
    expect(container.querySelector("[data-marquee]")).not.toHaveAttribute("tabindex");
  });
});
