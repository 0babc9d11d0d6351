import { render, screen, within } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { bookingActions, REGISTER_INTEREST } from "../../src/components/programme/booking-actions";
import { Flywheel } from "../../src/components/programme/flywheel";
import { pointAt } from "../../src/components/programme/flywheel-geometry";
import { Participants } from "../../src/components/programme/participants";
import { ProcessSteps } from "../../src/components/programme/process-steps";
import { QuestionList } from "../../src/components/programme/question-list";
import { StatusBadge } from "../../src/components/programme/status-badge";
import { readData } from "../support/data";

const aiTransformation = readData<typeof import("../../data/programmes/ai-transformation.json")>(
  "programmes/ai-transformation.json",
);

const photo: IGatsbyImageData = {
  layout: "fixed",
  width: 96,
  height: 96,
  images: { fallback: { src: "/static/ada.jpg" }, sources: [] },
};

const people = [
  { name: "Ada Lovelace", title: "Chief Analyst", company: "Engines Ltd", photo, href: "https://example.org/ada" },
  { name: "Grace Hopper", title: "Rear Admiral", company: null, photo: null, href: "https://example.org/grace" },
];

describe("Participants", () => {
  it("leaves the whole section out when nobody is listed", () => {
    const { container } = render(<Participants participants={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("heading", { name: "Participants" })).toBeNull();
  });

  it("shows a card per participant linking to the one-pager in a new tab", () => {
    render(<Participants participants={people} />);
    const section = screen.getByRole("region", { name: "Participants" });
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://example.org/ada",
      "https://example.org/grace",
    ]);
    links.forEach((link) => {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    });
    expect(links[0]).toHaveTextContent("Ada LovelaceChief AnalystEngines Ltd");
    expect(links[1]).toHaveTextContent("Grace HopperRear Admiral");
  });

  it("has a circle with the initials behind a photo, for when it fails to load (image-fallback chain)", () => {
    const { container } = render(<Participants participants={[people[0]]} />);
    const chain = container.querySelector('[data-enhance~="image-fallback"]') as HTMLElement;
    expect(chain.children[0].querySelector("img")).not.toBeNull();
    expect(within(chain.children[1] as HTMLElement).getByTestId("avatar-initials")).toHaveTextContent(/^AL$/);
  });

  it("shows the initials when there is no photo at all", () => {
    render(<Participants participants={[people[1]]} />);
    expect(screen.getByTestId("avatar-initials")).toHaveTextContent(/^GH$/);
  });
});

describe("StatusBadge", () => {
  it.each([
    ["closed", "Interviews Closed"],
    ["open", "Interviews Open"],
  ] as const)("shows %s as '%s' with its own colour class", (status, label) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveClass("badge", status);
    expect(badge).toHaveAttribute("data-status", status);
  });
});

describe("Flywheel", () => {
  const renderFlywheel = () => render(<Flywheel items={aiTransformation.flywheel} title="Value flywheel" />);

  it("draws the eight items on a 600-unit square at their angles on radius 250", () => {
    const { container } = renderFlywheel();
    expect(container.querySelector("svg[role=img]")).toHaveAttribute("viewBox", "0 0 600 600");
    const groups = [...container.querySelectorAll("g[data-side]")];
    expect(groups).toHaveLength(8);
    aiTransformation.flywheel.forEach((item, i) => {
      const marker = groups[i].firstElementChild as Element;
      const { x, y } = pointAt(item.angle, 250);
      if (item.type === "participant") {
        expect(marker.tagName).toBe("circle");
        expect([Number(marker.getAttribute("cx")), Number(marker.getAttribute("cy"))]).toEqual([x, y]);
      } else {
        expect(marker.tagName).toBe("path");
        expect(marker.getAttribute("d")).toMatch(new RegExp(`^M${x} `));
      }
      const lines = [...groups[i].querySelectorAll("tspan")].map((line) => line.textContent);
      expect(lines.join(" ")).toBe(item.label);
    });
    expect(pointAt(90, 250)).toEqual({ x: 550, y: 300 });
  });

  it("tells participant and sponsor apart by shape and words, not only colour", () => {
    const { container } = renderFlywheel();
    const sides = (side: string) => [...container.querySelectorAll(`g[data-side=${side}]`)];
    expect(sides("participant").map((g) => g.firstElementChild?.tagName)).toEqual(Array(4).fill("circle"));
    expect(sides("sponsor").map((g) => g.firstElementChild?.tagName)).toEqual(Array(4).fill("path"));
    const legend = within(container.querySelector("figcaption") as HTMLElement);
    expect(legend.getByText("Participant value").querySelector("circle")).not.toBeNull();
    expect(legend.getByText("Sponsor value").querySelector("path")).not.toBeNull();
  });

  it("has an accessible name and a description listing both sides", () => {
    renderFlywheel();
    /** The labels of one side, in the programme's order. */
    const side = (type: string) =>
      aiTransformation.flywheel
        .filter((item) => item.type === type)
        .map((item) => item.label)
        .join(", ");
    expect(screen.getByRole("img", { name: /^Value flywheel / })).toHaveAccessibleName(
      `Value flywheel Participant value: ${side("participant")}. Sponsor value: ${side("sponsor")}.`,
    );
  });
});

describe("QuestionList and ProcessSteps", () => {
  it("numbers the ten questions", () => {
    render(<QuestionList questions={aiTransformation.questions} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(10);
    items.forEach((item, i) => expect(item).toHaveTextContent(`${i + 1}${aiTransformation.questions[i]}`));
  });

  it("shows the five steps in order with their durations and optional links", () => {
    render(<ProcessSteps steps={aiTransformation.process} />);
    const steps = screen.getAllByRole("listitem");
    expect(steps.map((step) => step.querySelector("h3")?.textContent)).toEqual(
      aiTransformation.process.map((step) => step.title),
    );
    expect(steps.map((step) => within(step).getByText(/min|Publication/).textContent)).toEqual([
      "15 min",
      "30 min",
      "20-30 min",
      "15-30 min",
      "Publication",
    ]);
    expect(steps[0]).toHaveTextContent("Step 1");
    expect(within(steps[4]).getByRole("link")).toHaveAttribute("target", "_blank");
  });

  it("labels the two booking buttons of an open programme as the spec words them", () => {
    expect(bookingActions("open", aiTransformation.booking)).toEqual([
      { label: "Book 15 min briefing call", href: aiTransformation.booking.briefingCall },
      { label: "Book 30 min interview", href: aiTransformation.booking.interview },
    ]);
  });

  it("offers a closed programme's visitors to register their interest instead of booking", () => {
    expect(bookingActions("closed", aiTransformation.booking)).toEqual([REGISTER_INTEREST]);
  });
});
