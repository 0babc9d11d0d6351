import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { EMPTY_TEXT, EMPTY_TITLE, ReportBrowser } from "../../src/components/reports/report-browser";
import type { Report } from "../../src/components/reports/report-card";
import {
  filterReports,
  filtersFromQuery,
  NO_FILTERS,
  optionsOf,
  queryFromFilters,
} from "../../src/components/reports/report-filters";
import { fakeImage } from "../support/fake-image";

const report = (title: string, overrides: Partial<Report>): Report => ({
  slug: title.toLowerCase().replace(/\W+/g, "-"),
  title,
  description: `About ${title}.`,
  category: "Market view report",
  industry: "Fintech",
  topic: "Future of Work",
  insightType: "Report",
  publishedAt: "2025-01-01",
  url: `https://insights.example.com/${title}`,
  cover: fakeImage(),
  liveCover: false,
  ...overrides,
});

/** Deliberately not in date order. */
const REPORTS = [
  report("Finance of tomorrow", { publishedAt: "2025-03-05", industry: "Fintech", topic: "Future of Work" }),
  report("AI at scale", {
    publishedAt: "2025-09-18",
    industry: "Technology Services",
    topic: "Artificial Intelligence",
    liveCover: true,
  }),
  report("Grid flexibility", {
    publishedAt: "2025-06-12",
    industry: "Energy & Sustainability",
    topic: "Sustainability",
    insightType: "CXO Article",
    description: "A finance director on paying for BATTERY storage.",
  }),
  report("Data roundtable", {
    publishedAt: "2025-05-21",
    industry: "Technology Services",
    topic: "Artificial Intelligence",
    insightType: "Event Article",
  }),
];

const titles = () =>
  screen.queryAllByTestId("report-card").map((card) => within(card).getByRole("heading").textContent);
const select = (name: string) => screen.getByRole("combobox", { name });
const chips = () => within(screen.queryByRole("list", { name: "Active filters" }) ?? document.createElement("ul"));

const setUrl = (url: string) => window.history.replaceState(null, "", url);

describe("ReportBrowser", () => {
  beforeEach(() => setUrl("/thought-leadership"));

  it("lists every report newest first with month-and-year dates, and badges live covers", () => {
    render(<ReportBrowser reports={REPORTS} />);
    expect(titles()).toEqual(["AI at scale", "Grid flexibility", "Data roundtable", "Finance of tomorrow"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 4 reports");
    const live = screen.getByRole("article", { name: "AI at scale" });
    expect(within(live).getByText("Live")).toBeInTheDocument();
    expect(within(live).getByText("September 2025")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Grid flexibility" })).queryByText("Live")).toBeNull();
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
  });

  it("offers industry and topic options from the data, the four insight types, each defaulting to all", () => {
    render(<ReportBrowser reports={REPORTS} />);
    const options = (name: string) =>
      within(select(name))
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(options("Industry")).toEqual([
      "All industries",
      "Energy & Sustainability",
      "Fintech",
      "Technology Services",
    ]);
    expect(options("Topic")).toEqual(["All topics", "Artificial Intelligence", "Future of Work", "Sustainability"]);
    expect(options("Insight type")).toEqual(["All types", "Report", "CXO Article", "Event Article", "Other"]);
    expect(select("Industry")).toHaveValue("");
  });

  it("combines filters and a case-insensitive search, shows chips, and mirrors the state in the URL", async () => {
    const user = userEvent.setup();
    render(<ReportBrowser reports={REPORTS} />);

    await user.selectOptions(select("Industry"), "Technology Services");
    expect(titles()).toEqual(["AI at scale", "Data roundtable"]);
    expect(chips().getByRole("button", { name: /Industry: Technology Services/ })).toBeInTheDocument();
    expect(window.location.search).toBe("?industry=Technology+Services");

    await user.selectOptions(select("Insight type"), "Event Article");
    expect(titles()).toEqual(["Data roundtable"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 report");

    await user.selectOptions(select("Industry"), "");
    await user.selectOptions(select("Insight type"), "");
    await user.type(screen.getByRole("searchbox", { name: "Search reports" }), "battery");
    expect(titles()).toEqual(["Grid flexibility"]);
    expect(chips().getByRole("button", { name: /Search: battery/ })).toBeInTheDocument();
    expect(window.location.search).toBe("?q=battery");

    await user.clear(screen.getByRole("searchbox", { name: "Search reports" }));
    await user.type(screen.getByRole("searchbox", { name: "Search reports" }), "AI AT");
    expect(titles()).toEqual(["AI at scale"]);
  });

  it("removes one filter from its chip and all of them with 'Clear filters'", async () => {
    const user = userEvent.setup();
    render(<ReportBrowser reports={REPORTS} />);
    await user.selectOptions(select("Topic"), "Artificial Intelligence");
    await user.selectOptions(select("Insight type"), "Report");
    expect(titles()).toEqual(["AI at scale"]);

    await user.click(chips().getByRole("button", { name: /Type: Report/ }));
    expect(select("Insight type")).toHaveValue("");
    expect(titles()).toEqual(["AI at scale", "Data roundtable"]);
    expect(chips().queryByRole("button", { name: /Type:/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search reports" }), "roundtable");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(titles()).toHaveLength(4);
    expect(select("Topic")).toHaveValue("");
    expect(screen.getByRole("searchbox", { name: "Search reports" })).toHaveValue("");
    expect(screen.queryByRole("list", { name: "Active filters" })).not.toBeInTheDocument();
    expect(window.location.search).toBe("");
  });

  it("shows the empty state when nothing matches", async () => {
    const user = userEvent.setup();
    render(<ReportBrowser reports={REPORTS} />);
    await user.selectOptions(select("Industry"), "Fintech");
    await user.type(screen.getByRole("searchbox", { name: "Search reports" }), "battery");
    expect(titles()).toEqual([]);
    expect(screen.getByRole("heading", { name: EMPTY_TITLE })).toHaveTextContent(
      "No reports match your current filters",
    );
    expect(screen.getByText(EMPTY_TEXT)).toHaveTextContent(
      "Try adjusting your search criteria or clearing the filters to see more results.",
    );
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
  });

  it("starts from the filters in the URL, ignoring values that are not options", () => {
    setUrl("/thought-leadership?industry=Technology+Services&topic=Nonsense&type=Event+Article&q=data#latest-reports");
    render(<ReportBrowser reports={REPORTS} />);
    expect(select("Industry")).toHaveValue("Technology Services");
    expect(select("Topic")).toHaveValue("");
    expect(select("Insight type")).toHaveValue("Event Article");
    expect(screen.getByRole("searchbox", { name: "Search reports" })).toHaveValue("data");
    expect(titles()).toEqual(["Data roundtable"]);
  });

  it("keeps the hash when it rewrites the query", async () => {
    setUrl("/thought-leadership#latest-reports");
    const user = userEvent.setup();
    render(<ReportBrowser reports={REPORTS} />);
    await user.selectOptions(select("Topic"), "Sustainability");
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      "/thought-leadership?topic=Sustainability#latest-reports",
    );
  });
});

describe("report filters", () => {
  it("round-trip through the query string", () => {
    const filters = { industry: "Retail & E-commerce", topic: "Growth Strategy", type: "CXO Article", search: "a&b c" };
    const options = { industries: ["Retail & E-commerce"], topics: ["Growth Strategy"], types: ["CXO Article"] };
    expect(filtersFromQuery(queryFromFilters(filters), options)).toEqual(filters);
    expect(queryFromFilters(NO_FILTERS)).toBe("");
  });

  it("search title and description only", () => {
    expect(filterReports(REPORTS, { ...NO_FILTERS, search: "fintech" })).toEqual([]);
    expect(filterReports(REPORTS, { ...NO_FILTERS, search: "about data" }).map((r) => r.title)).toEqual([
      "Data roundtable",
    ]);
    expect(optionsOf([]).types).toEqual(["Report", "CXO Article", "Event Article", "Other"]);
  });
});
