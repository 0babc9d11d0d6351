import { render, screen, within } from "@testing-library/react";
import React from "react";
import { toSponsorProps } from "../../src/views/sponsor-props";
import { SponsorView } from "../../src/views/sponsor-view";
import { fakeImage } from "../support/fake-image";
import { personNode, sponsorQuery } from "../support/fixtures";

const data = sponsorQuery();
const page = data.sponsorJson!;
const logos = ["Acme", "Globex"].map((name) => ({ name, image: fakeImage() }));

describe("toSponsorProps", () => {
  it("quotes each sponsor by name and company, without a personal profile link", () => {
    const props = toSponsorProps(data, logos);
    expect(
      props.testimonials.map(({ name, company, quote, profileUrl }) => ({ name, company, quote, profileUrl })),
    ).toEqual(
      page.testimonials.map(({ person, quote }) => ({
        name: personNode(person.personId).name,
        company: personNode(person.personId).company,
        quote,
        profileUrl: null,
      })),
    );
  });
});

describe("SponsorView", () => {
  it("labels each package card's link with the packages' link label from data/", () => {
    render(<SponsorView {...toSponsorProps(data, logos)} />);
    const packages = screen.getByRole("region", { name: page.packages.title });
    expect(within(packages).getAllByRole("link")).toHaveLength(page.packages.items.length);
    within(packages)
      .getAllByRole("link")
      .forEach((link) => expect(link).toHaveTextContent(page.packages.linkLabel));
  });

  it("shows the client logos in both bands and links to the success stories", () => {
    render(<SponsorView {...toSponsorProps(data, logos)} />);
    for (const title of [page.partnersTitle, page.moreLogosTitle]) {
      expect(screen.getByRole("list", { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: page.successStories.label })).toHaveAttribute(
      "href",
      page.successStories.href,
    );
  });
});
