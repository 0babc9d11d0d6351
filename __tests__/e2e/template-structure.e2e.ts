import fs from "fs";
import { DomUtils, parseDocument } from "htmlparser2";
import { htmlFile } from "../../src/node/built-routes.ts";
import { FORM_ACTIONS } from "../../src/routes";
import { expect, test } from "./fixtures";
import { controlKinds, PUBLIC_DIR, siteIndex } from "./site-index";

/**
 * The browser checks of what a template draws (its header and menu, forms, disclosures and focus rings: beyond-axe,
 * a11y at 1280 px) run on `byTemplate`, the fewest screens that show every kind of control of each template. This
 * holds every other screen to them, from the built HTML alone: the same header, no kind of control they did not
 * show, and what a visitor without script needs of a form and a disclosure, which the HTML says by itself.
 */

const index = siteIndex();
const elementsOf = (route: string) =>
  DomUtils.findAll(() => true, parseDocument(fs.readFileSync(htmlFile(PUBLIC_DIR, route), "utf8")).children);

/**
 * The page's header as markup, without the marks of where the visitor is: the current page's link
 * (`aria-current`) and its group's active style (a CSS module's `active` class). The active style is a kind of
 * control of its own (`controlKinds`), so the checked screens show each group active that any screen does.
 */
const headerOf = (route: string) => {
  const header = elementsOf(route).find((element) => element.name === "header");
  if (!header) return "";
  for (const element of DomUtils.findAll(() => true, [header])) {
    delete element.attribs["aria-current"];
    if (element.attribs.class)
      element.attribs.class = element.attribs.class
        .split(/\s+/)
        .filter((name) => name && !/-module--active--/.test(name))
        .join(" ");
  }
  return DomUtils.getOuterHTML(header);
};

test.describe("every screen has the structure its template's checked screens have", () => {
  test("the header is the same markup on every screen, but for the marks of the current page", () => {
    const home = headerOf("/");
    expect(home).toContain("<nav");
    expect(index.canonical.filter((route) => headerOf(route) !== home)).toEqual([]);
  });

  test("the checked screens show every kind of control of every screen of their template", () => {
    const checked = new Map(index.byTemplate.map((route) => [route, index.pages.find((p) => p.route === route)]));
    const kindsOf = (route: string) => controlKinds(fs.readFileSync(htmlFile(PUBLIC_DIR, route), "utf8"));
    const unchecked = index.canonical.flatMap((route) => {
      const component = index.pages.find((page) => page.route === route)?.component;
      const shown = new Set(
        [...checked].filter(([, page]) => page?.component === component).flatMap(([other]) => [...kindsOf(other)]),
      );
      return [...kindsOf(route)].filter((kind) => !shown.has(kind)).map((kind) => `${route}: ${kind}`);
    });
    expect(index.byTemplate.length).toBeLessThan(index.canonical.length);
    expect(unchecked).toEqual([]);
  });

  test("every form posts itself to the forms' endpoint without script", () => {
    const actions = new Set<string>(Object.values(FORM_ACTIONS));
    const problems = index.canonical.flatMap((route) => {
      // The site's forms are in form slots (a search box that filters a list in place is not one of them).
      const slots = elementsOf(route).filter((element) => "data-form-slot" in element.attribs);
      return DomUtils.findAll((element) => element.name === "form", slots)
        .filter((form) => form.attribs.method !== "post" || !actions.has(form.attribs.action ?? ""))
        .map((form) => `${route}: method=${form.attribs.method} action=${form.attribs.action}`);
    });
    expect(problems).toEqual([]);
  });

  test("no content of a screen is behind a disclosure only script opens", () => {
    const locked = index.canonical.flatMap((route) => {
      const elements = elementsOf(route);
      const main = elements.find((element) => element.name === "main");
      const byId = new Map(
        elements.filter((element) => element.attribs.id).map((element) => [element.attribs.id, element]),
      );
      return DomUtils.findAll(
        (element) => "aria-expanded" in element.attribs && "aria-controls" in element.attribs,
        main ? [main] : [],
      )
        .filter((button) => {
          const target = byId.get(button.attribs["aria-controls"]);
          return target && DomUtils.textContent(target).trim() !== "";
        })
        .map((button) => `${route}: ${DomUtils.textContent(button).trim()}`);
    });
    expect(locked).toEqual([]);
  });
});
