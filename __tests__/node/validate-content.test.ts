/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { aliases } from "../../src/node/aliases";
import { contentModules } from "../../src/node/schema";
import { typeNameForJsonFile } from "../../src/node/json-type-name";
import { validateContent, type SourcedNode } from "../../src/node/validate-content";

const DATA = path.join(__dirname, "../../data");

/** Reads `data/` the way gatsby-source-filesystem + gatsby-transformer-json turn it into nodes. */
export const nodesOf = (dir: string) => {
  const files: string[] = [];
  const walk = (folder: string) =>
    fs.readdirSync(folder, { withFileTypes: true }).forEach((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) files.push(full);
    });
  walk(dir);
  const fileOf = new Map<SourcedNode, { relativePath: string; absolutePath: string }>();
  const nodes = files.flatMap((absolutePath) => {
    const relativePath = path.relative(dir, absolutePath);
    const type = typeNameForJsonFile({
      node: {
        relativeDirectory: path.dirname(relativePath).replace(/^\.$/, ""),
        name: path.basename(relativePath, ".json"),
      },
    });
    const content = JSON.parse(fs.readFileSync(absolutePath, "utf8"));
    return (Array.isArray(content) ? content : [content]).map((item) => {
      const node = { ...item, internal: { type } } as SourcedNode;
      fileOf.set(node, { relativePath, absolutePath });
      return node;
    });
  });
  return { nodes, fileOf: (node: SourcedNode) => fileOf.get(node) };
};

const copyData = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-"));
  fs.cpSync(DATA, dir, { recursive: true });
  return dir;
};

/** The routes `src/pages` gives the build (templates' pages are listed as planned routes until they land). */
const pageRoutes = (): string[] => {
  const pages = fs
    .readdirSync(path.join(__dirname, "../../src/pages"))
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith("404"))
    .map((file) => `/${file.replace(/\.tsx?$/, "")}`.replace(/^\/index$/, "/"));
  return [...pages, ...Object.keys(aliases).filter((alias) => pages.includes(aliases[alias]))];
};

const validate = (dir: string, routes: string[] = pageRoutes()) => {
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

  it("names a broken internal link in navigation", () => {
    const dir = copyData();
    const navigation = JSON.parse(fs.readFileSync(path.join(dir, "navigation.json"), "utf8"));
    navigation.header[1].items[1].href = "/podcastz";
    fs.writeFileSync(path.join(dir, "navigation.json"), JSON.stringify(navigation));
    expect(validate(dir)).toEqual([
      'data/navigation.json: field "header[1].items[1].href" links to "/podcastz", which is not a page of this site',
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
      'data/home.json: field "whyJoin.benefits[0].icon" names icon "unicorn", which src/components/icon/icon-paths.ts does not have',
    ]);
  });
});
