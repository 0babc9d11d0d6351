/**
 * One identity per person across the built pages: every component that renders a person marks the
 * person (data-person), their name (data-person-name) and title (data-person-title); this reads those
 * marks from the static HTML of every screen. The browser's DOMParser only parses the files: no script runs and no
 * server is involved.
 */
import type { Page } from "@playwright/test";
import fs from "fs";
import { htmlFile } from "../../src/node/built-routes.ts";
import { personById } from "../support/people";
import { expect, test } from "./fixtures";
import { PUBLIC_DIR, siteIndex } from "./site-index";
import { readData } from "../support/data";

const landing = readData<typeof import("../../data/event-landings/future-of-hr.json")>(
  "event-landings/future-of-hr.json",
);
const people = readData<typeof import("../../data/people.json")>("people.json");

interface Shown {
  route: string;
  section: string | null;
  name: string;
  title: string | null;
}

const shownOn = (page: Page, route: string): Promise<Shown[]> =>
  page.evaluate(
    ([html, route]) => {
      const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, " ").trim() ?? null;
      const doc = new DOMParser().parseFromString(html, "text/html");
      return [...doc.querySelectorAll("[data-person]")].map((element) => ({
        route,
        section: element.closest("section[aria-labelledby]")?.getAttribute("aria-labelledby") ?? null,
        name: text(element.querySelector("[data-person-name]")) ?? "",
        title: text(element.querySelector("[data-person-title]")),
      }));
    },
    [fs.readFileSync(htmlFile(PUBLIC_DIR, route), "utf8"), route] as const,
  );

/** Names shown with more than one title, and the titles with where each was seen. */
const conflictingTitles = (shown: readonly Shown[]) => {
  const byName = new Map<string, Map<string, string[]>>();
  for (const { name, title, route } of shown) {
    const titles = byName.get(name) ?? new Map<string, string[]>();
    titles.set(title ?? "(none)", [...(titles.get(title ?? "(none)") ?? []), route]);
    byName.set(name, titles);
  }
  return [...byName]
    .filter(([, titles]) => titles.size > 1)
    .map(([name, titles]) => ({ name, titles: Object.fromEntries(titles) }));
};

test.describe("people across the built pages", () => {
  const shown: Shown[] = [];
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    for (const route of siteIndex().canonical) shown.push(...(await shownOn(page, route)));
    await page.close();
  });

  test("finds a named, titled person in every person-rendering component on the person pages", () => {
    const routes = new Set(shown.map((person) => person.route));
    for (const route of ["/", "/about", "/sponsor", "/sponsor-success-stories", "/featured-contributors"]) {
      expect({ route, shown: routes.has(route) }).toEqual({ route, shown: true });
    }
    expect({ route: `/events/${landing.slug}`, shown: routes.has(`/events/${landing.slug}`) }).toEqual({
      route: `/events/${landing.slug}`,
      shown: true,
    });
    expect(shown.filter((person) => !person.name || !person.title)).toEqual([]);
  });

  test("never shows one name with two different titles", () => {
    expect(conflictingTitles(shown)).toEqual([]);
  });

  test("shows every person with the title data/people.json gives them", () => {
    const titleOf = new Map(people.map((person) => [person.name, person.title]));
    expect(
      shown
        .filter((person) => titleOf.get(person.name) !== person.title)
        .map(({ route, name, title }) => ({
          route,
          name,
          title,
        })),
    ).toEqual([]);
  });

  test("names the same moderator on /about and on the event landing page", () => {
    const moderator = personById(landing.moderator);
    const onLanding = shown.filter(
      (person) => person.route === `/events/${landing.slug}` && person.section === "moderator",
    );
    expect(onLanding.map(({ name, title }) => ({ name, title }))).toEqual([
      { name: moderator.name, title: moderator.title },
    ]);
    const hosts = shown.filter((person) => person.route === "/about" && person.section === "meet-your-hosts");
    expect(hosts.map(({ name, title }) => ({ name, title }))).toContainEqual({
      name: moderator.name,
      title: moderator.title,
    });
  });
});
