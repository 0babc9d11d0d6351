import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import {
  EMPTY_TEXT,
  EMPTY_TITLE,
  LOAD_ERROR,
  LOADING_TEXT,
  ReportBrowser,
  type ReportBrowserProps,
} from "../../src/components/reports/report-browser";
import type { Report } from "../../src/components/reports/report-card";
import { filterReports, filtersFromQuery, NO_FILTERS, optionsOf, queryFromFilters } from "../../src/lib/report-filters";
import { byNewest, reportIndex } from "../../src/lib/report-index";
import { fakeImage } from "../support/fake-image";
import { serverString } from "../support/server-html";

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
    topic: "Applied AI",
    liveCover: true,
  }),
  report("Grid flexibility", {
    publishedAt: "2025-06-12",
    industry: "Energy & Utilities",
    topic: "Sustainability",
    insightType: "CXO Article",
    description: "A finance director on paying for BATTERY storage.",
  }),
  report("Data roundtable", {
    publishedAt: "2025-05-21",
    industry: "Technology Services",
    topic: "Applied AI",
    insightType: "Event Article",
  }),
];

/** In list order, two to a page: 'AI at scale' and 'Grid flexibility' on page 1, the others on page 2. */
const PAGE_SIZE = 2;
const ORDERED = [...REPORTS].sort(byNewest);
const INDEX = reportIndex(
  REPORTS.map(({ slug, title, description, industry, topic, insightType, publishedAt }) => ({
    slug,
    title,
    description,
    industry,
    topic,
    insightType,
    publishedAt,
  })),
  PAGE_SIZE,
);
const PAGES = Math.ceil(ORDERED.length / PAGE_SIZE);
const pageOf = (page: number) => ORDERED.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

const props = (page = 1, overrides: Partial<ReportBrowserProps> = {}): ReportBrowserProps => ({
  reports: pageOf(page),
  total: ORDERED.length,
  options: optionsOf(REPORTS),
  pager: { title: "Earlier reports", base: "/thought-leadership", page, pages: PAGES },
  loadIndex: jest.fn(async () => INDEX),
  loadPage: jest.fn(async (number: number) => pageOf(number)),
  ...overrides,
});

const titles = () =>
  screen.queryAllByTestId("report-card").map((card) => within(card).getByRole("heading").textContent);
const select = (name: string) => screen.getByRole("combobox", { name });
const search = () => screen.getByRole("searchbox", { name: "Search reports" });
const chips = () => within(screen.queryByRole("list", { name: "Active filters" }) ?? document.createElement("ul"));
const expectTitles = (expected: string[]) => waitFor(() => expect(titles()).toEqual(expected));

const setUrl = (url: string) => window.history.replaceState(null, "", url);

describe("ReportBrowser", () => {
  beforeEach(() => setUrl("/thought-leadership"));

  it("shows this page of the list with month-and-year dates and live badges, a pager, and loads nothing", () => {
    const page = props();
    render(<ReportBrowser {...page} />);
    expect(titles()).toEqual(pageOf(1).map((report) => report.title));
    expect(screen.getByRole("status")).toHaveTextContent(
      `Showing ${PAGE_SIZE} of ${ORDERED.length} reports (Page 1 of ${PAGES})`,
    );
    const live = screen.getByRole("article", { name: "AI at scale" });
    expect(within(live).getByText("Live")).toBeInTheDocument();
    expect(within(live).getByText("September 2025")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Grid flexibility" })).queryByText("Live")).toBeNull();
    const pager = screen.getByRole("navigation", { name: "Earlier reports" });
    expect(within(pager).getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/thought-leadership/2");
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
    expect(page.loadIndex).not.toHaveBeenCalled();
    expect(page.loadPage).not.toHaveBeenCalled();
  });

  it("offers industry and topic options of every report, not only this page's, and the four insight types", () => {
    render(<ReportBrowser {...props()} />);
    const options = (name: string) =>
      within(select(name))
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(options("Industry")).toEqual(["All industries", "Energy & Utilities", "Fintech", "Technology Services"]);
    expect(options("Topic")).toEqual(["All topics", "Applied AI", "Future of Work", "Sustainability"]);
    expect(options("Insight type")).toEqual(["All types", "Report", "CXO Article", "Event Article", "Other"]);
    expect(select("Industry")).toHaveValue("");
  });

  it("filters every report: the first filter loads the index once, and the cards of other pages once each", async () => {
    const user = userEvent.setup();
    const page = props();
    render(<ReportBrowser {...page} />);

    await user.selectOptions(select("Industry"), "Technology Services");
    await expectTitles(["AI at scale", "Data roundtable"]);
    expect(chips().getByRole("button", { name: /Industry: Technology Services/ })).toBeInTheDocument();
    expect(window.location.search).toBe("?industry=Technology+Services");
    expect(screen.queryByRole("navigation", { name: "Earlier reports" })).not.toBeInTheDocument();

    await user.selectOptions(select("Insight type"), "Event Article");
    await expectTitles(["Data roundtable"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 report");

    await user.selectOptions(select("Industry"), "");
    await user.selectOptions(select("Insight type"), "");
    await user.type(search(), "battery");
    await expectTitles(["Grid flexibility"]);
    expect(chips().getByRole("button", { name: /Search: battery/ })).toBeInTheDocument();
    expect(window.location.search).toBe("?q=battery");

    await user.clear(search());
    await user.type(search(), "AI AT");
    await expectTitles(["AI at scale"]);
    expect(page.loadIndex).toHaveBeenCalledTimes(1);
    expect(page.loadPage).toHaveBeenCalledTimes(1);
    expect(page.loadPage).toHaveBeenCalledWith(2);
  });

  it("shows this page's matches while the index loads", async () => {
    const user = userEvent.setup();
    let deliver: (index: typeof INDEX) => void = () => undefined;
    render(<ReportBrowser {...props(1, { loadIndex: () => new Promise((resolve) => (deliver = resolve)) })} />);
    await user.selectOptions(select("Industry"), "Technology Services");
    expect(screen.getByRole("status")).toHaveTextContent(LOADING_TEXT);
    expect(titles()).toEqual(["AI at scale"]);
    deliver(INDEX);
    await expectTitles(["AI at scale", "Data roundtable"]);
  });

  it("removes one filter from its chip and all of them with 'Clear filters', back to this page and its pager", async () => {
    const user = userEvent.setup();
    render(<ReportBrowser {...props()} />);
    await user.selectOptions(select("Topic"), "Applied AI");
    await user.selectOptions(select("Insight type"), "Report");
    await expectTitles(["AI at scale"]);

    await user.click(chips().getByRole("button", { name: /Type: Report/ }));
    expect(select("Insight type")).toHaveValue("");
    await expectTitles(["AI at scale", "Data roundtable"]);
    expect(chips().queryByRole("button", { name: /Type:/ })).not.toBeInTheDocument();

    await user.type(search(), "roundtable");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(titles()).toEqual(pageOf(1).map((report) => report.title));
    expect(screen.getByRole("navigation", { name: "Earlier reports" })).toBeInTheDocument();
    expect(select("Topic")).toHaveValue("");
    expect(search()).toHaveValue("");
    expect(screen.queryByRole("list", { name: "Active filters" })).not.toBeInTheDocument();
    expect(window.location.search).toBe("");
  });

  it("shows the empty state when nothing matches", async () => {
    const user = userEvent.setup();
    render(<ReportBrowser {...props()} />);
    await user.selectOptions(select("Industry"), "Fintech");
    await user.type(search(), "battery");
    expect(await screen.findByRole("heading", { name: EMPTY_TITLE })).toHaveTextContent(
      "No reports match your current filters",
    );
    expect(titles()).toEqual([]);
    expect(screen.getByText(EMPTY_TEXT)).toHaveTextContent(
      "Try adjusting your search criteria or clearing the filters to see more results.",
    );
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
  });

  it("says so when the index or a page cannot be loaded, and Try Again loads it", async () => {
    const user = userEvent.setup();
    const loadIndex = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(INDEX);
    const loadPage = jest
      .fn()
      .mockRejectedValueOnce(new Error("offline"))
      .mockImplementation(async (n) => pageOf(n));
    render(<ReportBrowser {...props(1, { loadIndex, loadPage })} />);
    await user.selectOptions(select("Industry"), "Technology Services");
    expect(await screen.findByRole("alert")).toHaveTextContent(LOAD_ERROR);
    expect(LOAD_ERROR).toBe("Failed to load reports. Please try again later.");

    await user.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole("alert")).toHaveTextContent(LOAD_ERROR);
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    await expectTitles(["AI at scale", "Data roundtable"]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("starts from the filters in the URL, ignoring values that are not options", async () => {
    setUrl("/thought-leadership?industry=Technology+Services&topic=Nonsense&type=Event+Article&q=data#latest-reports");
    render(<ReportBrowser {...props()} />);
    expect(select("Industry")).toHaveValue("Technology Services");
    expect(select("Topic")).toHaveValue("");
    expect(select("Insight type")).toHaveValue("Event Article");
    expect(search()).toHaveValue("data");
    await expectTitles(["Data roundtable"]);
  });

  it("takes over what was typed and chosen in the server's form before it hydrated, and writes it to the URL", async () => {
    const ui = <ReportBrowser {...props()} />;
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = serverString(ui);
    // The visitor's input, straight into the DOM: React is not running yet, so it hears no event.
    (container.querySelector("#report-search") as HTMLInputElement).value = "roundtable";
    (container.querySelector("#report-industry") as HTMLSelectElement).value = "Technology Services";
    render(ui, { container, hydrate: true });
    await expectTitles(["Data roundtable"]);
    expect(search()).toHaveValue("roundtable");
    expect(chips().getByRole("button", { name: /Search: roundtable/ })).toBeInTheDocument();
    expect(window.location.search).toBe("?industry=Technology+Services&q=roundtable");
  });

  it("keeps the hash when it rewrites the query", async () => {
    setUrl("/thought-leadership#latest-reports");
    const user = userEvent.setup();
    render(<ReportBrowser {...props()} />);
    await user.selectOptions(select("Topic"), "Sustainability");
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      "/thought-leadership?topic=Sustainability#latest-reports",
    );
  });
});

describe("report index", () => {
  it("orders newest first, then by slug, and gives each report the page that lists it", () => {
    const sameDay = reportIndex(
      [
        { ...INDEX[0], slug: "b", publishedAt: "2025-01-01" },
        { ...INDEX[0], slug: "a", publishedAt: "2025-01-01" },
        { ...INDEX[0], slug: "c", publishedAt: "2025-02-01" },
      ],
      2,
    );
    expect(sameDay.map(({ slug, page }) => [slug, page])).toEqual([
      ["c", 1],
      ["a", 1],
      ["b", 2],
    ]);
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
