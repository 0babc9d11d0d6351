/** @jest-environment node */
import fs from "fs";
import path from "path";
import { positionAt } from "../../src/node/json-source";
import { contentModules } from "../../src/node/schema";
import { formatProblem } from "../../src/node/content-loader";
import { validateData } from "../../src/node/validate-content";
import { builtRoutes, contentProblems, copyOfData as copyData, DATA } from "../support/content-nodes";
import { readDataFileAt } from "../support/data";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
const edit = (dir: string, file: string, change: (content: any) => void) => {
  const content = readDataFileAt(path.join(dir, file));
  change(content);
  fs.writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2));
};

describe("content validation", () => {
  it("accepts the content as committed", () => {
    expect(contentProblems(DATA)).toEqual([]);
  });

  it("names the file and field of a missing required field", () => {
    const dir = copyData();
    edit(dir, "site.json", (site) => delete site.brandName);
    expect(contentProblems(dir)).toEqual([
      'data/site.json: field "brandName" is required; expected text in double quotes',
    ]);
  });

  it("names nested fields, wrong types and undeclared fields, with what is expected", () => {
    const schema = JSON.parse(fs.readFileSync(path.join(__dirname, "../../schemas/home.schema.json"), "utf8"));
    const heroFields = Object.keys(schema.definitions.HomeHero.properties);
    const dir = copyData();
    edit(dir, "home.json", (home) => {
      home.stats[1].value = "75";
      home.hero.titel = "typo";
    });
    expect(contentProblems(dir)).toEqual([
      `data/home.json: field "hero.titel" is not a field of HomeHero; expected one of: ${heroFields.join(", ")}`,
      'data/home.json: field "stats[1].value" is "75"; expected a whole number (no quotes)',
    ]);
  });

  it("checks every page hero against the shared PageHero type", () => {
    const dir = copyData();
    edit(dir, "faq.json", (faq) => delete faq.hero.subtitle);
    edit(dir, "thought-leadership.json", (page) => {
      page.hero.eyebrow = " ";
      page.hero.action = page.hero.actions[0];
    });
    expect(contentProblems(dir)).toEqual([
      'data/faq.json: field "hero.subtitle" is required; expected text in double quotes',
      'data/thought-leadership.json: field "hero.eyebrow" is required; expected text in double quotes',
      'data/thought-leadership.json: field "hero.action" is not a field of PageHero; expected one of: eyebrow, title, subtitle, actions',
    ]);
  });

  it("names a broken internal link in navigation", () => {
    const dir = copyData();
    edit(dir, "navigation.json", (navigation) => (navigation.header[1].items[1].href = "/podcastz"));
    expect(contentProblems(dir)).toEqual([
      'data/navigation.json: field "header[1].items[1].href" links to "/podcastz", which is not a page of this site',
    ]);
  });

  it("names an FAQ answer whose inline link goes to a page that does not exist", () => {
    const dir = copyData();
    const faq = readDataFileAt(path.join(dir, "faq.json"));
    faq.questions[3].answer += " See [our old interviews page](/live-interviews).";
    fs.writeFileSync(path.join(dir, "faq.json"), JSON.stringify(faq));
    expect(contentProblems(dir)).toEqual([
      'data/faq.json: field "questions[3].answer" links to "/live-interviews", which is not a page of this site',
    ]);
  });

  it("names the file, line, column and field of a person id that data/people.json does not have", () => {
    const dir = copyData();
    edit(dir, "event-landings/future-of-hr.json", (landing) => {
      landing.moderator = "nobody-at-all";
      landing.participants[1] = "no-such-participant";
    });
    edit(dir, "about.json", (about) => (about.hosts.people[0].person = "no-such-host"));
    edit(dir, "communities/revenue.json", (community) => (community.members[0] = 90817));
    /** Where the edited value sits in its file, as the build reports it. */
    const at = (file: string, text: string) => {
      const content = fs.readFileSync(path.join(dir, file), "utf8");
      const { line, column } = positionAt(content, content.indexOf(text));
      return `data/${file}:${line}:${column}`;
    };
    const expected = "expected a personId of an entry in data/people.json";
    expect(validateData(contentModules, dir).map((problem) => formatProblem(problem).split("\n")[0])).toEqual([
      `${at("about.json", '"no-such-host"')}: field "hosts.people[0].person" names "no-such-host", which does not exist; ${expected}`,
      `${at("communities/revenue.json", "90817")}: field "members[0]" is 90817; ${expected}`,
      `${at("event-landings/future-of-hr.json", '"nobody-at-all"')}: field "moderator" names "nobody-at-all", which does not exist; ${expected}`,
      `${at("event-landings/future-of-hr.json", '"no-such-participant"')}: field "participants[1]" names "no-such-participant", which does not exist; ${expected}`,
    ]);
  });

  it("names an image path that does not exist and an unknown icon", () => {
    const dir = copyData();
    edit(dir, "client-logos.json", (logos) => (logos[0].logo = "./images/logos/missing.png"));
    edit(dir, "home.json", (home) => (home.whyJoin.benefits[0].icon = "unicorn"));
    expect(contentProblems(dir)).toEqual([
      'data/client-logos.json: field "logo" points to "./images/logos/missing.png", which does not exist; expected a file path relative to this file',
      expect.stringMatching(
        /^data\/home\.json: field "whyJoin\.benefits\[0\]\.icon" is "unicorn"; expected one of: .*arrow-right/,
      ),
    ]);
  });

  it("leaves the length of every list an editor curates free", () => {
    const dir = copyData();
    edit(dir, "faq.json", (faq) => {
      faq.questions.push(faq.questions[0]);
      faq.summary.items.pop();
    });
    edit(dir, "about.json", (about) => about.hosts.people.push(about.hosts.people[0]));
    edit(dir, "testimonials.json", (testimonials) => testimonials.items.pop());
    expect(contentProblems(dir)).toEqual([]);
  });

  it("refuses an identifier used twice, pointing at the first use", () => {
    const dir = copyData();
    const [file] = fs.readdirSync(path.join(dir, "community-events"));
    edit(dir, `community-events/${file}`, (events) => (events[1].eventId = events[0].eventId));
    expect(contentProblems(dir)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/community-events/${file}: field "eventId" is "[^"]+", already used at data/community-events/${file}:\\d+:\\d+; expected community \\+ eventId to be unique`,
        ),
      ),
    ]);
  });

  it("reports a JSON syntax error with the other files' problems", () => {
    const dir = copyData();
    fs.writeFileSync(
      path.join(dir, "faq.json"),
      fs.readFileSync(path.join(dir, "faq.json"), "utf8").replace('"title":', '"title"'),
    );
    edit(dir, "site.json", (site) => (site.stats[0].value = "many"));
    expect(contentProblems(dir, builtRoutes(DATA))).toEqual([
      "data/faq.json: invalid JSON: expected ':' after property name (every field is written \"name\": value)",
      'data/site.json: field "stats[0].value" is "many"; expected a whole number (no quotes)',
    ]);
  });
});
