import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { CaseStudyCard } from "../../src/components/case-study-card/case-study-card";
import { ContactDetails, telHref } from "../../src/components/contact-details/contact-details";
import { QuoteCard } from "../../src/components/quote-card/quote-card";

const LOGO: IGatsbyImageData = {
  layout: "fixed",
  width: 133,
  height: 40,
  images: { fallback: { src: "/static/logo.png" } },
};

const STORY = {
  company: "Lumen Cloud",
  spokesperson: "Daniel Osei",
  quote: "No pitching, just honest conversation.",
  outcomes: ["3 closed-door roundtables", "35 senior decision-makers"],
  category: "Event experiences",
};

describe("CaseStudyCard", () => {
  it("shows company, spokesperson, quote, outcomes and category, with the job title only when given", () => {
    const { rerender } = render(<CaseStudyCard {...STORY} jobTitle="Head of Alliances Europe" />);
    expect(screen.getByRole("heading", { name: "Lumen Cloud" })).toBeInTheDocument();
    expect(screen.getByText("Daniel Osei")).toBeInTheDocument();
    expect(screen.getByText("Head of Alliances Europe")).toBeInTheDocument();
    expect(screen.getByText(/No pitching, just honest conversation\./)).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(STORY.outcomes);
    expect(screen.getByText("Event experiences")).toBeInTheDocument();
    rerender(<CaseStudyCard {...STORY} />);
    expect(screen.queryByText("Head of Alliances Europe")).toBeNull();
  });

  it("hides a logo that fails to load (an image-fallback chain with nothing after it), the rest of the card kept", () => {
    render(<CaseStudyCard {...STORY} logo={LOGO} />);
    const chain = screen.getByAltText("Lumen Cloud logo").closest('[data-enhance~="image-fallback"]') as HTMLElement;
    expect(Array.from(chain.children, (candidate) => candidate.textContent)).toEqual(["", ""]);
    expect(chain.querySelectorAll("img")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Lumen Cloud" })).toBeInTheDocument();
  });
});

describe("QuoteCard", () => {
  it("shows a rating out of 10 and a profile link opening in a new tab when given", () => {
    render(
      <QuoteCard
        quote="A rare chance to talk candidly."
        name="Victoria Hale"
        title="Director of Claims Operations"
        company="Westbrook Insurance"
        rating={9}
        profileUrl="https://www.linkedin.com/in/quote-card-example"
      />,
    );
    expect(screen.getByText("Rated 9/10")).toBeInTheDocument();
    const profile = screen.getByRole("link", { name: /Profile of Victoria Hale/ });
    expect(profile).toHaveAttribute("href", "https://www.linkedin.com/in/quote-card-example");
    expect(profile).toHaveAttribute("target", "_blank");
    expect(screen.getByText("VH")).toHaveAttribute("aria-hidden", "true");
  });
});

describe("ContactDetails", () => {
  it("links the phone as tel:, the email as mailto: and the network page in a new tab", () => {
    render(
      <ContactDetails
        phone="+44 20 3890 4512"
        email="hello@example.co.uk"
        networkUrl="https://bsky.app/profile/example"
        networkName="Bluesky"
      />,
    );
    expect(screen.getByRole("link", { name: "+44 20 3890 4512" })).toHaveAttribute("href", "tel:+442038904512");
    expect(screen.getByRole("link", { name: "hello@example.co.uk" })).toHaveAttribute(
      "href",
      "mailto:hello@example.co.uk",
    );
    const network = screen.getByRole("link", { name: /Follow us on Bluesky/ });
    expect(network).toHaveAttribute("href", "https://bsky.app/profile/example");
    expect(network).toHaveAttribute("target", "_blank");
  });

  it("keeps only digits and the plus in the dialled number", () => {
    expect(telHref("+44 20 3890-4512")).toBe("tel:+442038904512");
  });
});
