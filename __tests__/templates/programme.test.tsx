import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React from "react";
import { CLOSED_NOTICE, REGISTER_INTEREST } from "../../src/components/programme/booking-actions";
import InterviewProgrammesPage from "../../src/pages/interview-programmes";
import { toProgrammeProps } from "../../src/views/programme-props";
import { ProgrammeView } from "../../src/views/programme-view";
import { programmeQuery } from "../support/fixtures";
import { readData } from "../support/data";

const aiTransformation = readData<typeof import("../../data/programmes/ai-transformation.json")>(
  "programmes/ai-transformation.json",
);
const marketingAi = readData<typeof import("../../data/programmes/marketing-ai.json")>("programmes/marketing-ai.json");
const newSkills = readData<typeof import("../../data/programmes/new-skills-new-mindset.json")>(
  "programmes/new-skills-new-mindset.json",
);
const indexPage = readData<typeof import("../../data/interview-programmes.json")>("interview-programmes.json");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- page props are built from raw JSON
type Any = any;

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://example.org" } },
    siteJson: { brandName: "Test Brand" },
  });
});

/** A programme page of data/programmes/ from its typed query result, without processed images. */
const renderProgramme = (programme: { slug: string }) =>
  render(<ProgrammeView {...toProgrammeProps(programmeQuery(programme.slug))} />);

const copy = indexPage.programmePage;
const SECTIONS = [
  copy.valueTitle,
  copy.overviewTitle,
  copy.questionsTitle,
  copy.processTitle,
  copy.requirementsTitle,
  copy.sponsorTitle,
];

describe("programme template", () => {
  it("renders badge, heading, the closed notice instead of booking buttons and every section in the spec's order", () => {
    renderProgramme(aiTransformation);
    expect(screen.getByText("Interviews Closed")).toHaveAttribute("data-status", "closed");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      `${aiTransformation.headingVariant}: ${aiTransformation.title}`,
    );
    expect(screen.getByText(CLOSED_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: REGISTER_INTEREST.label })).toHaveAttribute("href", REGISTER_INTEREST.href);
    expect(screen.queryAllByRole("link", { name: /^Book / })).toHaveLength(0);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      ...SECTIONS,
      "Participants",
    ]);
    expect(within(screen.getByRole("region", { name: "Participants" })).getAllByRole("link")).toHaveLength(11);
    expect(screen.getByRole("heading", { name: copy.additionalOpportunitiesTitle })).toBeInTheDocument();
  });

  it("leaves out Participants and the additional opportunities where a programme has none", () => {
    renderProgramme(marketingAi);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(SECTIONS);
    expect(screen.queryByRole("heading", { name: copy.additionalOpportunitiesTitle })).toBeNull();
  });

  it("shows the open badge and the interview guide heading and keeps booking buttons", () => {
    renderProgramme(newSkills);
    expect(screen.getByText("Interviews Open")).toHaveAttribute("data-status", "open");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Interview Guide: New skills, new mindset/);
    const briefing = screen.getByRole("link", { name: /Book 15 min briefing call/ });
    const interview = screen.getByRole("link", { name: /Book 30 min interview/ });
    expect(briefing).toHaveAttribute("href", newSkills.booking.briefingCall);
    expect(interview).toHaveAttribute("href", newSkills.booking.interview);
    [briefing, interview].forEach((link) => expect(link).toHaveAttribute("target", "_blank"));
    expect(screen.queryByText(CLOSED_NOTICE)).toBeNull();
  });
});

describe("interview programmes index", () => {
  it("shows one card per programme node, in the order given, each with icon, title and 'Learn more'", () => {
    const nodes = [newSkills, aiTransformation, marketingAi].map(({ slug, icon, title }) => ({ slug, icon, title }));
    render(
      <InterviewProgrammesPage
        {...({
          data: { interviewProgrammesJson: indexPage, allProgrammesJson: { nodes } },
          pageContext: {},
          location: { pathname: "/interview-programmes" },
        } as Any)}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(indexPage.hero.title);
    expect(screen.getByRole("link", { name: "View contributors" })).toHaveAttribute("href", "/featured-contributors");
    const cards = within(screen.getByRole("region", { name: indexPage.gridTitle })).getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("link").getAttribute("href"))).toEqual([
      "/new-skills-new-mindset",
      "/ai-transformation",
      "/marketing-ai",
    ]);
    cards.forEach((card, i) => {
      expect(card.querySelector("svg")).not.toBeNull();
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(nodes[i].title);
      expect(card).toHaveTextContent(/Learn more$/);
    });
  });
});
