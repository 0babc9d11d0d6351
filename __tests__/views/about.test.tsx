import { render, screen, within } from "@testing-library/react";
import React from "react";
import { toAboutProps } from "../../src/views/about-props";
import { AboutView } from "../../src/views/about-view";
import { aboutQuery, personNode } from "../support/fixtures";

const data = aboutQuery();
const page = data.aboutJson!;

describe("toAboutProps", () => {
  it("names each quoted participant and each host as data/people.json does, hosts by their title", () => {
    const props = toAboutProps(data);
    expect(props.testimonials.map(({ name, quote, rating }) => ({ name, quote, rating }))).toEqual(
      page.testimonials.items.map(({ person, quote, rating }) => ({
        name: personNode(person.personId).name,
        quote,
        rating,
      })),
    );
    expect(props.hosts.map(({ name, role, bio }) => ({ name, role, bio }))).toEqual(
      page.hosts.people.map(({ person, bio }) => ({ name: person.name, role: person.title, bio })),
    );
  });
});

describe("AboutView", () => {
  it("shows a card per host and per testimonial under their headings", () => {
    render(<AboutView {...toAboutProps(data)} />);
    const hosts = screen.getByRole("region", { name: page.hosts.title });
    expect(within(hosts).getAllByRole("article")).toHaveLength(page.hosts.people.length);
    const says = screen.getByRole("region", { name: page.testimonials.title });
    for (const item of page.testimonials.items)
      expect(within(says).getByText(item.quote, { exact: false })).toBeVisible();
  });

  it("offers a control that pauses the rotating words of the hero", () => {
    render(<AboutView {...toAboutProps(data)} />);
    expect(screen.getByRole("switch", { name: "Pause the changing words" })).not.toBeChecked();
  });
});
