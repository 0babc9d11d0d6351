/** @jest-environment node */
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { buildProject, editJson, projectWithData, releaseProject } from "../support/project-copy";
import { communityEventPath, communityPath } from "../../src/routes";
import { readData } from "../support/data";
import { FIXTURES, startReportPages, type ReportPagesServer } from "../support/report-pages-server";

/*
 * Two edits of one project copy, proved by one `gatsby build` (each build costs a minute of both cores): the reports
 * of data/reports.json replaced by four whose pages a local server answers (report enrichment), then one more entry
 * in every list an editor curates on top of that. The build runs as report enrichment needs it (production, with
 * enrichment on); the lists' pages read the same either way.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

let server: ReportPagesServer;

const TIMEOUT_MS = 1500;
const md5 = (file: string) => createHash("md5").update(fs.readFileSync(file)).digest("hex");

/** Four stored reports lend the edit their covers and classification: what differs is how their pages answer. */
const STORED = readData<{ cover: string; category: string; industry: string; topic: string; insight_type: string }[]>(
  "reports.json",
).slice(0, 4);
const [LIVE_COVER, FAILING_COVER, SLOW_COVER, SAME_COVER] = STORED.map((report) => report.cover);
const { category, industry, topic, insight_type } = STORED[0];
const REPORT = { category, industry, topic, insight_type };
const SAME_COVER_PAGE = `/same-cover/${path.basename(SAME_COVER)}`;

/** The enrichment's edit: four reports, one per way a report page answers, and a featured insight whose page 404s. */
const enrichReports = (data: string) => {
  fs.writeFileSync(
    path.join(data, "reports.json"),
    JSON.stringify([
      {
        ...REPORT,
        slug: "live-report",
        title: "Live report",
        description: "Stored description of the live report.",
        cover: LIVE_COVER,
        pdf_url: `${server.origin}/ok`,
        published_at: "2025-04-01",
      },
      {
        ...REPORT,
        slug: "failing-report",
        title: "Failing report",
        description: "Stored description of the failing report.",
        cover: FAILING_COVER,
        pdf_url: `${server.origin}/server-error`,
        published_at: "2025-03-01",
      },
      {
        ...REPORT,
        slug: "slow-report",
        title: "Slow report",
        description: "Stored description of the slow report.",
        cover: SLOW_COVER,
        pdf_url: `${server.origin}/slow`,
        published_at: "2025-02-01",
      },
      {
        ...REPORT,
        slug: "same-cover-report",
        title: "Same cover report",
        description: "Stored description of the same-cover report.",
        cover: SAME_COVER,
        pdf_url: `${server.origin}${SAME_COVER_PAGE}`,
        published_at: "2025-01-01",
      },
    ]),
  );
  server.files[path.basename(SAME_COVER)] = path.join(data, SAME_COVER);
  editJson(path.join(data, "featured-insight.json"), (featured) => {
    featured.link = `${server.origin}/no-such-article`;
  });
};

/**
 * The editor's added report is a copy of the first, so it links to a page of the local server too: one that
 * answers, so enrichment has no failure more to warn about. Not the first report's own page, /ok: two reports of
 * one address download one cover to one cache file at once (src/node/enrich/fetch-enrichment.ts), and one may read
 * it while the other rewrites it. This page names the added report's stored cover, under a name of its own.
 */
const ADDED_REPORT_COVER = "added-report.jpg";
const ADDED_REPORT_PAGE = `/same-cover/${ADDED_REPORT_COVER}`;

const firstJson = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith(".json"))[0];

/** One new entry per list an editor curates: a copy of the first entry with a text to find on the page. */
interface Addition {
  list: string;
  add: (data: string) => void;
  /** The page it shows on, found after the edit (some pages are named by the data). */
  page: () => string;
  text: string;
}

let community = "";
let eventCommunity = "";

/** Lists of people name a person of data/people.json by id: a copy of the first person, with a new id. */
const addPerson = (data: string, personId: string, fields: { name?: string; company?: string }): string => {
  editJson(path.join(data, "people.json"), (people) => people.push({ ...people[0], personId, ...fields }));
  return personId;
};

const ADDITIONS: Addition[] = [
  {
    list: "FAQ entry",
    text: "Added FAQ question",
    add: (data) =>
      editJson(path.join(data, "faq.json"), (faq) =>
        faq.questions.push({ question: "Added FAQ question", answer: "Added FAQ answer" }),
      ),
    page: () => "/faq",
  },
  {
    list: "success story",
    text: "Added Story Company",
    add: (data) =>
      editJson(path.join(data, "sponsor-success-stories.json"), (page) =>
        // A story's company is its spokesperson's.
        page.stories.push({
          ...page.stories[0],
          spokesperson: addPerson(data, "added-story-spokesperson", { company: "Added Story Company" }),
        }),
      ),
    page: () => "/sponsor-success-stories",
  },
  {
    list: "home testimonial",
    text: "Added Testimonial Person",
    add: (data) =>
      editJson(path.join(data, "testimonials.json"), (testimonials) =>
        testimonials.items.push({
          ...testimonials.items[0],
          person: addPerson(data, "added-testimonial-person", { name: "Added Testimonial Person" }),
        }),
      ),
    page: () => "/",
  },
  {
    list: "about-page host",
    text: "Added Host Person",
    add: (data) =>
      editJson(path.join(data, "about.json"), (about) =>
        about.hosts.people.push({
          ...about.hosts.people[0],
          person: addPerson(data, "added-host-person", { name: "Added Host Person" }),
        }),
      ),
    page: () => "/about",
  },
  {
    list: "community member",
    text: "Added Member Person",
    add: (data) => {
      const file = firstJson(path.join(data, "communities"));
      editJson(path.join(data, "communities", file), (page: Json) => {
        community = page.slug;
        page.members.push(addPerson(data, "added-member-person", { name: "Added Member Person" }));
      });
    },
    page: () => communityPath(community),
  },
  {
    list: "report",
    text: "Added Report Title",
    add: (data) =>
      editJson(path.join(data, "reports.json"), (reports) => {
        server.files[ADDED_REPORT_COVER] = path.join(data, reports[0].cover);
        reports.push({
          ...reports[0],
          slug: "added-report",
          title: "Added Report Title",
          pdf_url: `${server.origin}${ADDED_REPORT_PAGE}`,
        });
      }),
    page: () => "/thought-leadership",
  },
  {
    list: "podcast episode",
    text: "Added Episode Name",
    add: (data) =>
      editJson(path.join(data, "podcast-episodes.json"), (episodes) =>
        episodes.push({ ...episodes[0], episodeId: "added-episode", name: "Added Episode Name" }),
      ),
    page: () => "/podcasts",
  },
  {
    list: "contributor",
    text: "Added Contributor Person",
    add: (data) => {
      editJson(path.join(data, "contributors.json"), (contributors) =>
        contributors.push({
          ...contributors[0],
          slug: "added-contributor",
          person: addPerson(data, "added-contributor-person", { name: "Added Contributor Person" }),
          display_order: 0,
        }),
      );
    },
    page: () => "/featured-contributors",
  },
  {
    list: "client logo",
    text: "Added Logo Company",
    add: (data) =>
      editJson(path.join(data, "client-logos.json"), (logos) =>
        logos.push({ ...logos[0], name: "Added Logo Company" }),
      ),
    page: () => "/",
  },
  {
    list: "interview programme",
    text: "Added Programme Title",
    add: (data) => {
      const folder = path.join(data, "programmes");
      const programme = JSON.parse(fs.readFileSync(path.join(folder, firstJson(folder)), "utf8"));
      fs.writeFileSync(
        path.join(folder, "added-programme.json"),
        JSON.stringify({ ...programme, slug: "added-programme", title: "Added Programme Title", order: 999 }, null, 2),
      );
    },
    page: () => "/interview-programmes",
  },
  {
    list: "community event",
    text: "Added Event Title",
    add: (data) => {
      const file = firstJson(path.join(data, "community-events"));
      // A community's events live in the file named after it.
      eventCommunity = path.basename(file, ".json");
      editJson(path.join(data, "community-events", file), (events: Json[]) => {
        events.push({ ...events[0], eventId: "added-event", title: "Added Event Title" });
      });
    },
    page: () => communityPath(eventCommunity),
  },
];

/** The article of one report card in the built page. */
const cardOf = (html: string, slug: string): string => {
  const start = html.lastIndexOf("<article", html.indexOf(`aria-labelledby="report-${slug}"`));
  if (start < 0) throw new Error(`no card for ${slug}`);
  return html.slice(start, html.indexOf("</article>", start));
};

/** gatsby-plugin-image serves a file under /static/<md5 of its content>/. */
const showsImage = (card: string, file: string) => card.includes(`/static/${md5(file)}/`);
const hasLiveBadge = (card: string) => />Live</.test(card);

let dir = "";
let status: number | null;
/** The build's output, each run of white space one space. */
let log = "";

/** The build's status, and the end of its output when it failed. */
const expectBuilt = () => expect({ status, log: status === 0 ? "" : log.slice(-3000) }).toEqual({ status: 0, log: "" });

const html = (route: string) =>
  fs.readFileSync(path.join(dir, "public", route === "/" ? "" : route, "index.html"), "utf8");

beforeAll(async () => {
  server = await startReportPages({ slowMs: TIMEOUT_MS * 4 });
  dir = projectWithData("content-edits", (data) => {
    enrichReports(data);
    ADDITIONS.forEach((addition) => addition.add(data));
  });
  // A cold build of the whole site; slow on a busy machine.
  const result = await buildProject(
    dir,
    { NODE_ENV: "production", REPORT_ENRICHMENT: "on", REPORT_ENRICHMENT_TIMEOUT_MS: String(TIMEOUT_MS) },
    ["--no-uglify"],
  );
  status = result.status;
  log = result.output.replace(/\s+/g, " ");
});

afterAll(async () => {
  await server?.close();
  releaseProject(dir);
});

describe("lists editors curate grow without a code change", () => {
  it("builds with one more entry in every list", () => {
    expectBuilt();
  });

  it.each(ADDITIONS.map((addition) => [addition.list, addition] as const))(
    "shows the added %s on its page",
    (_, addition) => {
      expect(html(addition.page())).toContain(addition.text);
    },
  );

  it("gives the added programme and the added event their own pages", () => {
    expect(html("/added-programme")).toContain("Added Programme Title");
    expect(html(communityEventPath(eventCommunity, "added-event"))).toContain("Added Event Title");
  });
});

describe("report enrichment in a real build", () => {
  let reportsPage = "";
  beforeAll(() => {
    const built = path.join(dir, "public/thought-leadership/index.html");
    reportsPage = fs.existsSync(built) ? fs.readFileSync(built, "utf8") : "";
  });

  it("builds, asking each report page for HTML", () => {
    expectBuilt();
    const pages = server.requests.filter(
      (request) => !request.path.startsWith("/images/") && !request.path.startsWith("/files/"),
    );
    expect(pages.map((request) => request.path).sort()).toEqual(
      // The enrichment's four reports and featured insight, and the editor's added report (ADDED_REPORT_PAGE).
      ["/no-such-article", "/ok", SAME_COVER_PAGE, ADDED_REPORT_PAGE, "/server-error", "/slow"].sort(),
    );
    expect(pages.every((request) => request.accept.startsWith("text/html"))).toBe(true);
  });

  it("shows the page's cover, description and the Live badge for a report whose page answers", () => {
    const card = cardOf(reportsPage, "live-report");
    expect(card).toContain("Fresh from the report page: eleven leaders on taking AI from pilot to production.");
    expect(card).not.toContain("Stored description of the live report.");
    expect(showsImage(card, path.join(FIXTURES, "live-cover.jpg"))).toBe(true);
    expect(showsImage(card, path.join(dir, "data", LIVE_COVER))).toBe(false);
    expect(hasLiveBadge(card)).toBe(true);
  });

  it.each([
    ["failing-report", "Failing report", FAILING_COVER, "HTTP 500"],
    ["slow-report", "Slow report", SLOW_COVER, `timed out after ${TIMEOUT_MS} ms`],
  ])("keeps the stored cover and description of %s and warns once", (slug, title, cover, reason) => {
    const card = cardOf(reportsPage, slug);
    expect(card).toContain(`Stored description of the ${title.toLowerCase()}.`);
    expect(showsImage(card, path.join(dir, "data", cover))).toBe(true);
    expect(hasLiveBadge(card)).toBe(false);
    const warnings = log.split("Report enrichment:").filter((part) => part.includes(`"${title}"`));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`keeps its stored cover and description (${reason})`);
  });

  it("uses the page's description but no Live badge when its cover is the stored picture", () => {
    const card = cardOf(reportsPage, "same-cover-report");
    expect(card).toContain("The same picture as before, with a fresher description.");
    expect(showsImage(card, path.join(dir, "data", SAME_COVER))).toBe(true);
    expect(hasLiveBadge(card)).toBe(false);
  });

  it("warns once per failure and for nothing else", () => {
    expect(log.split("Report enrichment:").length - 1).toBe(3);
    expect(log).toMatch(
      /Report enrichment: FeaturedInsightJson .* keeps its stored cover and description \(HTTP 404\)/,
    );
  });
});
