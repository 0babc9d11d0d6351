import { render, screen, within } from "@testing-library/react";
import React from "react";
import { joinWords, toHomeProps } from "../../src/views/home-props";
import { HomeView } from "../../src/views/home-view";
import { fakeImage } from "../support/fake-image";
import { homeQuery, personNode } from "../support/fixtures";

const data = homeQuery();
const page = data.homeJson!;
const logos = ["Acme", "Globex"].map((name) => ({ name, image: fakeImage() }));

describe("toHomeProps", () => {
  it("quotes each community member as data/people.json names them, without a profile link", () => {
    const { testimonials } = toHomeProps(data, logos);
    expect(testimonials.items.map(({ name, quote, profileUrl }) => ({ name, quote, profileUrl }))).toEqual(
      data.testimonialsJson!.items.map((item) => ({
        name: personNode(item.person.personId).name,
        quote: item.quote,
        profileUrl: null,
      })),
    );
  });

  it("joins the rotating words as one sentence for screen readers", () => {
    expect(joinWords(["a", "b", "c"])).toBe("a, b and c");
  });
});

describe("HomeView", () => {
  it("links every platform card with the label of data/home.json", () => {
    render(<HomeView {...toHomeProps(data, logos)} />);
    const platform = screen.getByRole("region", { name: page.platform.title });
    const links = within(platform).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(page.platform.cards.map((card) => card.href));
    links.forEach((link) => expect(link).toHaveTextContent(page.platform.linkLabel));
  });

  it("puts the first contributors' faces beside the hero text, named, with a link to all of them", () => {
    render(<HomeView {...toHomeProps(data, logos)} />);
    const caption = screen.getByRole("link", { name: page.hero.faces.caption });
    const faces = caption.closest("figure") as HTMLElement;
    expect(
      within(faces)
        .getAllByRole("img")
        .map((image) => image.getAttribute("alt")),
    ).toEqual(data.heroFaces.nodes.map(({ person }) => person.name));
    expect(caption).toHaveAttribute("href", page.hero.faces.href);
  });

  it("numbers the steps of 'how it works' with one marker each, and names the logo band by its heading", () => {
    render(<HomeView {...toHomeProps(data, logos)} />);
    const steps = screen.getByRole("region", { name: page.howItWorks.title });
    expect(within(steps).getAllByRole("listitem")).toHaveLength(page.howItWorks.steps.length);
    // The number is the step's marker: no icon beside it.
    expect(within(steps).getByRole("list").querySelectorAll("svg")).toHaveLength(0);
    expect(screen.getByRole("list", { name: page.logosTitle })).toBeInTheDocument();
  });
});
