import { act, fireEvent, render, screen, within } from "@testing-library/react";
import React from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import {
  CAROUSEL_INTERVAL_MS,
  TestimonialCarousel,
} from "../../src/components/testimonial-carousel/testimonial-carousel";
import { setReducedMotion, setViewportWidth } from "../support/browser-fakes";
import { serverHtml, serverString } from "../support/server-html";

const testimonial = (n: number) => ({
  name: `Person ${n}`,
  title: "Head of Field Operations",
  company: `Company ${n}`,
  quote: `Quote number ${n}`,
});
const FIVE = [1, 2, 3, 4, 5].map(testimonial);
const LABEL = "Heard around the table";

const renderCarousel = (testimonials = FIVE) =>
  render(<TestimonialCarousel testimonials={testimonials} label={LABEL} />);

/** Names of the testimonials a visitor can see (the others are hidden from view and assistive technology). */
const visible = () =>
  screen
    .getAllByRole("group", { hidden: true })
    .filter((slide) => slide.getAttribute("aria-roledescription") === "slide")
    .filter((slide) => slide.getAttribute("aria-hidden") === "false")
    .map((slide) => within(slide).getByText(/^Person \d$/).textContent);

const dots = () => within(screen.getByRole("group", { name: "Choose testimonials" })).getAllByRole("button");
const currentDot = () => dots().findIndex((dot) => dot.getAttribute("aria-current") === "true");
const carousel = () => screen.getByRole("region", { name: LABEL });
/** One interval per call: each step's timer is set by an effect after the previous step renders. */
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe("TestimonialCarousel", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows three testimonials per view from 1024 px and advances one step after 5 s", () => {
    setViewportWidth(1280);
    renderCarousel();
    expect(visible()).toEqual(["Person 1", "Person 2", "Person 3"]);
    tick(CAROUSEL_INTERVAL_MS - 1);
    expect(visible()).toEqual(["Person 1", "Person 2", "Person 3"]);
    tick(1);
    expect(visible()).toEqual(["Person 2", "Person 3", "Person 4"]);
    expect(currentDot()).toBe(1);
  });

  it("shows one testimonial per view below 1024 px, with a dot per testimonial", () => {
    setViewportWidth(800);
    renderCarousel();
    expect(visible()).toEqual(["Person 1"]);
    expect(dots()).toHaveLength(5);
    tick(CAROUSEL_INTERVAL_MS);
    expect(visible()).toEqual(["Person 2"]);
  });

  it("wraps from the last view to the first, automatically and with the buttons", () => {
    setViewportWidth(1280);
    renderCarousel();
    expect(dots()).toHaveLength(3);
    tick(CAROUSEL_INTERVAL_MS);
    tick(CAROUSEL_INTERVAL_MS);
    expect(visible()).toEqual(["Person 3", "Person 4", "Person 5"]);
    tick(CAROUSEL_INTERVAL_MS);
    expect(visible()).toEqual(["Person 1", "Person 2", "Person 3"]);
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonials" }));
    expect(visible()).toEqual(["Person 3", "Person 4", "Person 5"]);
    fireEvent.click(screen.getByRole("button", { name: "Next testimonials" }));
    expect(visible()).toEqual(["Person 1", "Person 2", "Person 3"]);
  });

  it("moves to the view a dot names", () => {
    setViewportWidth(800);
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Show testimonial 4" }));
    expect(visible()).toEqual(["Person 4"]);
    expect(currentDot()).toBe(3);
  });

  it("pauses while the pointer is over it and resumes when it leaves", () => {
    renderCarousel();
    fireEvent.mouseEnter(carousel());
    tick(CAROUSEL_INTERVAL_MS * 3);
    expect(visible()).toEqual(["Person 1", "Person 2", "Person 3"]);
    expect(screen.queryByTestId("carousel-progress")).toBeNull();
    fireEvent.mouseLeave(carousel());
    expect(screen.getByTestId("carousel-progress")).toBeInTheDocument();
    tick(CAROUSEL_INTERVAL_MS);
    expect(visible()).toEqual(["Person 2", "Person 3", "Person 4"]);
  });

  it("pauses while anything in it has keyboard focus and resumes when focus leaves", () => {
    render(
      <>
        <TestimonialCarousel testimonials={FIVE} label={LABEL} />
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => screen.getByRole("button", { name: "Next testimonials" }).focus());
    tick(CAROUSEL_INTERVAL_MS * 3);
    expect(visible()).toEqual(["Person 1", "Person 2", "Person 3"]);
    act(() => screen.getByRole("button", { name: "Show testimonial 1" }).focus());
    tick(CAROUSEL_INTERVAL_MS);
    expect(visible()).toEqual(["Person 1", "Person 2", "Person 3"]);
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    tick(CAROUSEL_INTERVAL_MS);
    expect(visible()).toEqual(["Person 2", "Person 3", "Person 4"]);
  });

  it("never advances by itself under reduced motion, but the controls still work", () => {
    setReducedMotion(true);
    renderCarousel();
    tick(CAROUSEL_INTERVAL_MS * 4);
    expect(visible()).toEqual(["Person 1", "Person 2", "Person 3"]);
    expect(screen.queryByTestId("carousel-progress")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next testimonials" }));
    expect(visible()).toEqual(["Person 2", "Person 3", "Person 4"]);
  });

  it("shows buttons and dots only when there are more testimonials than fit", () => {
    setViewportWidth(1280);
    renderCarousel(FIVE.slice(0, 3));
    expect(screen.queryByRole("button")).toBeNull();
    tick(CAROUSEL_INTERVAL_MS * 2);
    expect(visible()).toEqual(["Person 1", "Person 2", "Person 3"]);
    act(() => setViewportWidth(800));
    expect(screen.getByRole("button", { name: "Next testimonials" })).toBeInTheDocument();
    expect(dots()).toHaveLength(3);
  });

  it("restarts the 5 s wait after a manual move, so the chosen view stays for a full interval", () => {
    setViewportWidth(800);
    renderCarousel();
    tick(CAROUSEL_INTERVAL_MS - 1000);
    fireEvent.click(screen.getByRole("button", { name: "Show testimonial 3" }));
    tick(CAROUSEL_INTERVAL_MS - 1);
    expect(visible()).toEqual(["Person 3"]);
    tick(1);
    expect(visible()).toEqual(["Person 4"]);
  });

  it("stays paused after Pause, also once focus and pointer leave, until Play", () => {
    render(
      <>
        <TestimonialCarousel testimonials={FIVE} label={LABEL} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const pause = screen.getByRole("switch", { name: "Pause testimonials" });
    fireEvent.click(pause);
    expect(pause).toBeChecked();
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    fireEvent.mouseLeave(carousel());
    tick(CAROUSEL_INTERVAL_MS * 3);
    expect(visible()).toEqual(["Person 1", "Person 2", "Person 3"]);
    expect(screen.queryByTestId("carousel-progress")).toBeNull();
    fireEvent.click(pause);
    expect(pause).not.toBeChecked();
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    tick(CAROUSEL_INTERVAL_MS);
    expect(visible()).toEqual(["Person 2", "Person 3", "Person 4"]);
  });

  it("is a list that scrolls sideways in the static HTML, every testimonial readable", () => {
    const host = serverHtml(<TestimonialCarousel testimonials={FIVE} label={LABEL} />);
    expect(host.querySelector("section")).toHaveClass("list");
    expect(host.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(FIVE.length);
    expect(host.querySelectorAll('[aria-hidden="true"][aria-roledescription="slide"]')).toHaveLength(0);
  });

  it("keeps its viewport focusable before and after React runs it, so focus that hydrated it stays there", () => {
    const viewport = (root: ParentNode) => root.querySelector('[aria-roledescription="carousel"] > div');
    expect(viewport(serverHtml(<TestimonialCarousel testimonials={FIVE} label="Testimonials" />))).toHaveAttribute(
      "tabindex",
      "0",
    );
    const { container } = renderCarousel();
    expect(viewport(container)).toHaveAttribute("tabindex", "0");
  });

  // The island hydrates when focus lands in it: the focus event came before React listened, and must still hold it.
  it("holds the rotation when it hydrates with focus already inside", () => {
    const element = <TestimonialCarousel testimonials={FIVE} label={LABEL} />;
    const host = document.createElement("div");
    host.innerHTML = serverString(element);
    document.body.append(host);
    try {
      (host.querySelector('[tabindex="0"]') as HTMLElement).focus();
      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(host, element);
      });
      tick(CAROUSEL_INTERVAL_MS * 2);
      expect(carousel()).toHaveAttribute("data-playing", "false");
      expect(visible()).toEqual(["Person 1", "Person 2", "Person 3"]);
      act(() => root?.unmount());
    } finally {
      host.remove();
    }
  });
});
