import { render, screen, within } from "@testing-library/react";
import React from "react";
import { toThoughtLeadershipProps } from "../../src/views/thought-leadership-props";
import { ThoughtLeadershipView } from "../../src/views/thought-leadership-view";
import { thoughtLeadershipQuery } from "../support/fixtures";

const data = thoughtLeadershipQuery();
const page = data.thoughtLeadershipJson!;

describe("toThoughtLeadershipProps", () => {
  it("keeps every report newest first and labels the featured insight's link from data/", () => {
    const props = toThoughtLeadershipProps(data);
    expect(props.reports.map((report) => report.slug)).toEqual(data.allReportsJson.nodes.map((node) => node.slug));
    expect(props.featured.title).toBe(data.featuredInsightJson!.title);
  });

  it("names the report that has no cover sharp could process", () => {
    const [first, ...rest] = data.allReportsJson.nodes;
    const broken = { ...data, allReportsJson: { nodes: [{ ...first, cover: { childImageSharp: null } }, ...rest] } };
    expect(() => toThoughtLeadershipProps(broken)).toThrow(first.title);
  });
});

describe("ThoughtLeadershipView", () => {
  it("heads the page's sections with the copy of data/thought-leadership.json", () => {
    render(<ThoughtLeadershipView {...toThoughtLeadershipProps(data)} />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(expect.arrayContaining([page.impact.title, page.featured.title, page.latest.title]));
    const impact = screen.getByRole("region", { name: page.impact.title });
    expect(within(impact).getAllByRole("term")).toHaveLength(page.impact.stats.length);
  });
});
