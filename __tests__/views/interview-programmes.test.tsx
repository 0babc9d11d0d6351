import { render, screen, within } from "@testing-library/react";
import React from "react";
import { programmePath } from "../../src/routes";
import { toInterviewProgrammesProps } from "../../src/views/interview-programmes-props";
import { InterviewProgrammesView } from "../../src/views/interview-programmes-view";
import { interviewProgrammesQuery } from "../support/fixtures";

const data = interviewProgrammesQuery();
const page = data.interviewProgrammesJson!;

describe("InterviewProgrammesView", () => {
  it("links a card to each programme page, in data's order, labelled from data/", () => {
    render(<InterviewProgrammesView {...toInterviewProgrammesProps(data)} />);
    const links = within(screen.getByRole("region", { name: page.gridTitle })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      data.allProgrammesJson.nodes.map((programme) => programmePath(programme.slug)),
    );
    links.forEach((link) => expect(link).toHaveTextContent(page.gridLinkLabel));
  });

  it("opens with every paragraph of the hero text", () => {
    render(<InterviewProgrammesView {...toInterviewProgrammesProps(data)} />);
    for (const paragraph of page.hero.text) expect(screen.getByText(paragraph)).toBeVisible();
  });
});
