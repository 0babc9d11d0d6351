/** @jest-environment node */
import fs from "fs";
import path from "path";
import { contentModules } from "../../src/node/schema";
import { validateContent } from "../../src/node/validate-content";
import { builtRoutes, copyOfData as copyData, DATA, nodesOf } from "../support/content-nodes";

const validate = (dir: string, routes: string[] = builtRoutes(dir)) => {
  const { nodes, fileOf } = nodesOf(dir);
  return validateContent(contentModules, nodes, fileOf, { routes: new Set(routes) });
};

describe("content validation", () => {
  it("accepts the content as committed", () => {
    expect(validate(DATA)).toEqual([]);
  });

  it("names the file and field of a missing required field", () => {
    const dir = copyData();
    const site = JSON.parse(fs.readFileSync(path.join(dir, "site.json"), "utf8"));
    delete site.brandName;
    fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify(site));
    expect(validate(dir)).toEqual(['data/site.json: field "brandName" is required']);
  });

  it("names nested fields, wrong types and undeclared fields", () => {
    const dir = copyData();
    const home = JSON.parse(fs.readFileSync(path.join(dir, "home.json"), "utf8"));
    home.stats[1].value = "75";
    home.hero.titel = "typo";
    fs.writeFileSync(path.join(dir, "home.json"), JSON.stringify(home));
    expect(validate(dir)).toEqual([
      'data/home.json: field "hero.titel" is not declared for HomeHero (a typo?)',
      'data/home.json: field "stats[1].value" must be a Int',
    ]);
  });

  it("checks every page hero against the shared PageHero type", () => {
    const dir = copyData();
    const faq = JSON.parse(fs.readFileSync(path.join(dir, "faq.json"), "utf8"));
    delete faq.hero.subtitle;
    fs.writeFileSync(path.join(dir, "faq.json"), JSON.stringify(faq));
    const reports = JSON.parse(fs.readFileSync(path.join(dir, "thought-leadership.json"), "utf8"));
    reports.hero.eyebrow = " ";
    reports.hero.action = reports.hero.actions[0];
    fs.writeFileSync(path.join(dir, "thought-leadership.json"), JSON.stringify(reports));
    expect(validate(dir)).toEqual([
      'data/faq.json: field "hero.subtitle" is required',
      'data/thought-leadership.json: field "hero.action" is not declared for PageHero (a typo?)',
      'data/thought-leadership.json: field "hero.eyebrow" is required',
    ]);
  });

  it("names a broken internal link in navigation", () => {
    const dir = copyData();
    const navigation = JSON.parse(fs.readFileSync(path.join(dir, "navigation.json"), "utf8"));
    navigation.header[1].items[1].href = "/podcastz";
    fs.writeFileSync(path.join(dir, "navigation.json"), JSON.stringify(navigation));
    expect(validate(dir)).toEqual([
      'data/navigation.json: field "header[1].items[1].href" links to "/podcastz", which is not a page of this site',
    ]);
  });

  it("names an FAQ answer whose inline link goes to a page that does not exist", () => {
    const dir = copyData();
    const faq = JSON.parse(fs.readFileSync(path.join(dir, "faq.json"), "utf8"));
    faq.questions[3].answer += " See [our old booking page](/live-interviews).";
    fs.writeFileSync(path.join(dir, "faq.json"), JSON.stringify(faq));
    expect(validate(dir)).toEqual([
      'data/faq.json: field "questions[3].answer" links to "/live-interviews", which is not a page of this site',
    ]);
  });

  it("names an image path that does not exist and an unknown icon", () => {
    const dir = copyData();
    const logos = JSON.parse(fs.readFileSync(path.join(dir, "client-logos.json"), "utf8"));
    logos[0].logo = "./images/logos/missing.png";
    fs.writeFileSync(path.join(dir, "client-logos.json"), JSON.stringify(logos));
    const home = JSON.parse(fs.readFileSync(path.join(dir, "home.json"), "utf8"));
    home.whyJoin.benefits[0].icon = "unicorn";
    fs.writeFileSync(path.join(dir, "home.json"), JSON.stringify(home));
    expect(validate(dir)).toEqual([
      'data/client-logos.json: field "logo" points to "./images/logos/missing.png", which does not exist',
      'data/home.json: field "whyJoin.benefits[0].icon" names icon "unicorn", which src/lib/icon-paths.ts does not have',
    ]);
  });
});
