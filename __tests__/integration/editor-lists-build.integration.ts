/** @jest-environment node */
import fs from "fs";
import path from "path";
import { buildProject, editJson, projectWithData } from "../support/project-copy";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

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
    page: () => `/communities/${community}`,
  },
  {
    list: "report",
    text: "Added Report Title",
    add: (data) =>
      editJson(path.join(data, "reports.json"), (reports) =>
        reports.push({ ...reports[0], slug: "added-report", title: "Added Report Title" }),
      ),
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
    page: () => `/communities/${eventCommunity}`,
  },
];

const html = (dir: string, route: string) =>
  fs.readFileSync(path.join(dir, "public", route === "/" ? "" : route, "index.html"), "utf8");

describe("lists editors curate grow without a code change", () => {
  let dir = "";
  let result: { status: number | null; output: string };

  beforeAll(async () => {
    dir = projectWithData("editor-lists", (data) => ADDITIONS.forEach((addition) => addition.add(data)));
    // A cold build of the whole site; slow on a busy machine.
    result = await buildProject(dir);
    if (result.status !== 0) console.log(result.output);
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("builds with one more entry in every list", () => {
    expect(result.status).toBe(0);
  });

  it.each(ADDITIONS.map((addition) => [addition.list, addition] as const))(
    "shows the added %s on its page",
    (_, addition) => {
      expect(html(dir, addition.page())).toContain(addition.text);
    },
  );

  it("gives the added programme and the added event their own pages", () => {
    expect(html(dir, "/added-programme")).toContain("Added Programme Title");
    expect(html(dir, `/communities/${eventCommunity}/events/added-event`)).toContain("Added Event Title");
  });
});
