import fs from "fs";
import type { BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { baseUrl, expect, hydrated, islandsHydrated, SITE_BACKEND, test } from "./fixtures";
import { indicatorSamples, lowContrast, reflowProblems, TEXT_SPACING_CSS } from "./page-checks";
import { htmlFile } from "../../src/node/built-routes.ts";
import { DESKTOP_HEADER_QUERY } from "../../src/components/layout/header-query";
import { MOBILE_MENU_BUTTON_NAME, MOBILE_MENU_ID } from "../../src/components/layout/mobile-menu";
import { THANK_YOU_ROUTE, UNLISTED_ROUTES } from "../../src/routes";
import { PUBLIC_DIR, siteIndex } from "./site-index";
import { readData } from "../support/data";

/**
 * What axe does not see (issue 21): the mobile menu keeping focus, reflow at 320 px and at 1280 px zoomed to 400 %
 * with and without the text-spacing override, a header that fits, pause controls that stop what moves, focus on a
 * failed form's banner, 3:1 focus rings and control borders, and the site without JavaScript (its forms' method and
 * address on every screen: template-structure.e2e.ts).
 */

const index = siteIndex();
/** Every screen once: an alias shows the same page as its primary route. */
const routes = index.canonical;
/**
 * What a template draws (the header and its menu, its forms, disclosures and controls) is judged once per kind of
 * control, on the screens that show every kind (`byTemplate`, site-index.ts); template-structure.e2e.ts holds every
 * other screen to the same header and kinds. Reflow depends on each screen's own content, so it runs on every one.
 */
const templates = index.byTemplate;
const site = readData<{
  contactEmail: string;
  contactPhone: string;
}>("site.json");
const navigation = readData<{
  header: { name: string; href?: string }[];
}>("navigation.json");

// Every check here is independent of the others: both workers share the routes.
test.describe.configure({ mode: "parallel" });

/** One page in its own context, reused across the routes of a test table (by each worker that runs some). */
function usePage(options: BrowserContextOptions, prepare?: (context: BrowserContext) => Promise<unknown>) {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext(options);
    await prepare?.(context);
    page = await context.newPage();
  });
  test.afterAll(async () => context?.close());
  return () => page;
}

/**
 * Loads a route; a check that needs the page's script to have run waits for it (`hydrated`). Not "networkidle":
 * its half second of quiet after the last request, on every route of five tables, was a minute of the run.
 */
const visit = async (page: Page, route: string) => {
  await page.goto(`${baseUrl()}${route}`, { waitUntil: "load" });
};

test.describe("mobile menu at 375 px: the page behind it out of reach", () => {
  const page = usePage({ viewport: { width: 375, height: 740 } });

  for (const route of templates) {
    test(`${route}: Tab never leaves the header and the open menu; Escape closes it and focuses the menu button`, async () => {
      await visit(page(), route);
      await hydrated(page());
      const toggle = page().getByRole("button", { name: MOBILE_MENU_BUTTON_NAME });
      await toggle.click();
      const menu = page().locator(`#${MOBILE_MENU_ID}`);
      // Open a group too, so its links are part of the walk.
      await menu.locator("summary").first().click();
      // The menu's entries and the header's bar (the logo and the menu button), round once and a bit.
      const stops = await page().locator("header").locator("a[href]:visible, button:visible, summary:visible").count();
      const outside: string[] = [];
      for (let i = 0; i < stops + 3; i++) {
        await page().keyboard.press("Tab");
        const where = await page().evaluate(() => {
          const active = document.activeElement;
          // Past the header's last control focus may visit the browser's own controls (the page then reports
          // <body>) before it comes back: the page behind the menu is never reached.
          const inHeader = !!active?.closest("header") || active === document.body;
          return inHeader ? null : `${active?.tagName} "${active?.textContent?.trim().slice(0, 30)}"`;
        });
        if (where) outside.push(where);
      }
      await menu.locator("summary").first().focus();
      await page().keyboard.press("Escape");
      const after = await page().evaluate(
        (id) => ({
          menuHidden: !document.getElementById(id)?.matches(":popover-open"),
          focusOnButton: document.activeElement?.getAttribute("popovertarget") === id,
          inert: document.querySelectorAll("[inert]").length,
        }),
        MOBILE_MENU_ID,
      );
      expect({ route, outside, ...after }).toEqual({
        route,
        outside: [],
        menuHidden: true,
        focusOnButton: true,
        inert: 0,
      });
    });
  }
});

// 1280 px at 400 % zoom is a 320 CSS px wide layout too: the same check covers it.
test.describe("reflow at 320 px", () => {
  // The text-spacing override is a reader's own style sheet (a bookmarklet or extension), which the site's CSP
  // does not govern; bypassCSP lets the test inject it the same way. CSP itself is checked by the route sweep.
  const page = usePage({ viewport: { width: 320, height: 640 }, bypassCSP: true });

  for (const route of routes) {
    test(`${route}: nothing passes the viewport's edges, with and without text spacing`, async () => {
      await visit(page(), route);
      // Behaviours rewrite figures (count-up, live seats): measured once they have.
      await hydrated(page());
      const plain = await reflowProblems(page());
      await page().addStyleTag({ content: TEXT_SPACING_CSS });
      const spaced = await reflowProblems(page());
      expect({ route, plain, spaced }).toEqual({ route, plain: [], spaced: [] });
    });
  }
});

/** Phones, the desktop header's tightest widths (125 % zoom of 1280 and just above) and roomy desktops. */
const HEADER_WIDTHS = [360, 375, 1024, 1056, 1280, 1440];
/** Whatever the breakpoint, the widest of them shows the desktop header. */
const WIDEST = Math.max(...HEADER_WIDTHS);

test.describe("header on phones and from 1024 to 1440 px", () => {
  const page = usePage({ viewport: { width: 1440, height: 800 } });
  const groupsWithMenus = navigation.header.filter((group) => !group.href).length;

  for (const route of templates) {
    test(`${route}: 'Become a sponsor' and every group label whole, every group with its chevron, the wordmark in two lines`, async () => {
      await visit(page(), route);
      await hydrated(page());
      const problems: string[] = [];
      for (const width of HEADER_WIDTHS) {
        await page().setViewportSize({ width, height: 800 });
        const found = await page().evaluate((desktopQuery) => {
          const viewport = document.documentElement.clientWidth;
          const labels = Array.from(
            document.querySelectorAll<HTMLElement>(
              'nav[aria-label="Main"] > ul > li > :first-child, header a[href="/sponsor"]',
            ),
          ).filter((element) => element.getClientRects().length > 0);
          const cut = labels
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.left < 0 || box.right > viewport || element.scrollWidth > element.clientWidth + 1;
            })
            .map((element) => element.textContent?.trim());
          const chevrons = Array.from(document.querySelectorAll('nav[aria-label="Main"] button svg'), (svg) =>
            Math.round(svg.getBoundingClientRect().width),
          );
          const wordmark = document.querySelector<HTMLElement>('header a[href="/"] > span:not([aria-hidden])');
          const mark = document.querySelector<HTMLElement>('header a[href="/"] > span[aria-hidden]');
          const wordmarkLines = wordmark
            ? Math.round(wordmark.getBoundingClientRect().height / parseFloat(getComputedStyle(wordmark).lineHeight))
            : 0;
          const markFits = mark ? mark.scrollWidth <= mark.clientWidth : false;
          return {
            shown: labels.map((element) => element.textContent?.trim()),
            cut,
            chevrons,
            wordmarkLines,
            markFits,
            desktop: window.matchMedia(desktopQuery).matches,
          };
        }, DESKTOP_HEADER_QUERY);
        if (found.wordmarkLines < 1 || found.wordmarkLines > 2)
          problems.push(`${width}: wordmark in ${found.wordmarkLines} lines`);
        if (!found.markFits) problems.push(`${width}: the logo mark's letters overflow its box`);
        // Phones show the menu button instead of the nav and the sponsor button.
        if (!found.desktop) {
          if (width === WIDEST) problems.push(`${width}: still the phone header`);
          continue;
        }
        if (!found.shown.includes("Become a sponsor")) problems.push(`${width}: no 'Become a sponsor'`);
        if (found.shown.length !== navigation.header.length + 1) problems.push(`${width}: shows ${found.shown.join()}`);
        if (found.cut.length > 0) problems.push(`${width}: cut ${found.cut.join(", ")}`);
        if (found.chevrons.length !== groupsWithMenus || found.chevrons.some((size) => size !== 16))
          problems.push(`${width}: chevrons ${found.chevrons.join(", ")} px`);
      }
      expect({ route, problems }).toEqual({ route, problems: [] });
    });
  }
});

/** A snapshot of everything that moves by itself on the page, to compare over time. */
const motionState = (page: Page) =>
  page.evaluate(() => ({
    slides: Array.from(document.querySelectorAll('[aria-roledescription="slide"][aria-hidden="false"]'), (slide) =>
      slide.getAttribute("aria-label"),
    ),
    logos: Array.from(
      document.querySelectorAll("[data-marquee] > div"),
      (track) => new DOMMatrix(getComputedStyle(track).transform).m41,
    ),
  }));

/** Running CSS animations of what moves by itself (the logo strip, the rotating words): Playwright's clock does not drive them. */
const runningMotion = (page: Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.closest("[data-motion]"),
        ).length,
  );

test.describe("motion: every moving element has a pause control that stops it", () => {
  // The carousels and the rotating words run on timers: Playwright's clock moves them 5.5 s and 12 s at once.
  const page = usePage({ viewport: { width: 1280, height: 800 }, reducedMotion: "no-preference" }, (context) =>
    context.clock.install(),
  );
  const moving = ["/", "/about", "/sponsor"].filter((route) => index.served.has(route));

  for (const route of moving) {
    test(`${route}: moving before Pause; after Pause (and focus leaving), 12 s without a change`, async () => {
      await visit(page(), route);
      // The carousels start moving once their islands hydrate, when seen.
      await islandsHydrated(page());
      // A logo row far below the first screen is not laid out (content-visibility: auto), so its computed position
      // may stand still: it is watched where a visitor sees it. The slides turn on timers wherever they are.
      const strips = page().locator("[data-marquee]");
      if ((await strips.count()) > 0) await strips.first().scrollIntoViewIfNeeded();
      const before = await motionState(page());
      await page().clock.runFor(5500);
      const moved = async () => {
        const later = await motionState(page());
        return Object.keys(before)
          .filter(
            (key) =>
              JSON.stringify(before[key as keyof typeof before]) !== JSON.stringify(later[key as keyof typeof later]),
          )
          .sort();
      };
      const kinds = Object.keys(before).filter((key) => before[key as keyof typeof before].length > 0);
      // Everything present moves by itself until paused (the check below could not fail otherwise); the logo strip
      // moves in real time, so its move is waited for.
      await expect.poll(async () => ({ route, moved: await moved() })).toEqual({ route, moved: kinds.sort() });

      const cssMotion = (await page().locator("[data-motion]").count()) > 0;
      expect({ route, running: (await runningMotion(page())) > 0 }).toEqual({ route, running: cssMotion });

      const pauses = page().getByRole("switch", { name: /^Pause / });
      const count = await pauses.count();
      expect(count).toBeGreaterThan(0);
      // A switch is a checkbox drawn by its label: the visitor clicks the label.
      for (let i = 0; i < count; i++) await pauses.nth(i).locator("xpath=ancestor::label[1]").click();
      // Focus and pointer leave: a carousel that only paused while focused or hovered would start again.
      await page().mouse.move(0, 0);
      await page().evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const paused = await motionState(page());
      await page().clock.runFor(12000);
      expect(await motionState(page())).toEqual(paused);
      // 12 s on the clock pass in a moment of real time: CSS animations must be paused, not just slow.
      expect({ route, runningMotion: await runningMotion(page()) }).toEqual({ route, runningMotion: 0 });
      for (let i = 0; i < count; i++) await expect(pauses.nth(i)).toBeChecked();
    });
  }
});

test.describe("a failed form submission", () => {
  let backend = "";
  test.beforeAll(() => {
    backend = JSON.parse(fs.readFileSync(SITE_BACKEND, "utf8")).url;
  });

  const withForm = templates.filter((route) =>
    fs.readFileSync(htmlFile(PUBLIC_DIR, route), "utf8").includes("data-form-slot"),
  );

  test("finds the forms", () => expect(withForm.length).toBeGreaterThan(0));

  for (const route of withForm) {
    test(`${route}: with the backend blocked, focus lands on the visible banner`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      await context.route(`${backend}/**`, (request) => request.abort("connectionrefused"));
      await visit(page, route);
      const form = page.locator("[data-form-slot] form").first();
      await hydrated(page);
      for (const input of await form.locator("input[required]:not([type=checkbox]), textarea[required]").all()) {
        const type = await input.getAttribute("type");
        await input.fill(type === "email" ? "ada@example.com" : "Ada Lovelace");
      }
      for (const select of await form.locator("select[required]").all()) await select.selectOption({ index: 1 });
      for (const box of await form.locator("input[type=checkbox][required]").all()) await box.check();
      await page.locator("[data-form-slot][data-hydrated]").first().waitFor();
      await form.locator("button[type=submit]").click();
      const banner = form.getByRole("alert");
      await banner.waitFor();
      // The page may scroll smoothly to the banner: give it time to arrive below the sticky header.
      await page
        .waitForFunction(
          () =>
            (document.querySelector('[role="alert"]')?.getBoundingClientRect().top ?? 0) >=
            (document.querySelector("header")?.getBoundingClientRect().bottom ?? 0),
          undefined,
          { timeout: 3000 },
        )
        .catch(() => undefined);
      const facts = await page.evaluate(() => {
        const alert = document.querySelector('[role="alert"]');
        const box = alert?.getBoundingClientRect();
        const header = document.querySelector("header")?.getBoundingClientRect();
        return {
          focused: document.activeElement === alert,
          belowHeader: !!box && !!header && box.top >= header.bottom,
          inViewport: !!box && box.bottom <= window.innerHeight,
        };
      });
      const text = await banner.innerText();
      await context.close();
      expect({ route, ...facts, nextStep: text.endsWith(`You can also email us at ${site.contactEmail}.`) }).toEqual({
        route,
        focused: true,
        belowHeader: true,
        inViewport: true,
        nextStep: true,
      });
    });
  }
});

test.describe("non-text contrast: focus rings and control borders at 3:1 or more", () => {
  const wide = usePage({ viewport: { width: 1280, height: 800 } });

  for (const route of templates) {
    test(`${route}`, async () => {
      await visit(wide(), route);
      await hydrated(wide());
      const samples = await indicatorSamples(wide());
      expect(samples.length).toBeGreaterThan(0);
      expect({ route, problems: lowContrast(samples) }).toEqual({ route, problems: [] });
    });
  }
});

test.describe("without JavaScript", () => {
  const wide = usePage({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  const narrow = usePage({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
  // A browser without invoker commands (WebKit before Safari 26, Firefox before 144) ignores `commandfor` and
  // `command`: here the pages come without them, so a menu that relied on them alone would not open.
  const withoutInvokers = usePage({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false }, (context) =>
    context.route("**/*", async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(/\s(commandfor|command)="[^"]*"/g, "");
      return route.fulfill({ response, body });
    }),
  );

  for (const route of templates) {
    test(`${route}: header groups and accordions open`, async () => {
      await visit(wide(), route);
      const problems: string[] = [];
      for (const summary of await wide().locator("main details > summary").all()) {
        await summary.click();
        const answer = summary.locator("xpath=following-sibling::*[1]");
        if (!(await answer.isVisible())) problems.push(`answer of "${await summary.innerText()}" does not open`);
      }
      for (const button of await wide().locator('nav[aria-label="Main"] button').all()) {
        await button.click();
        const menu = wide().locator(`#${await button.getAttribute("popovertarget")}`);
        if (!(await menu.locator("a").first().isVisible())) problems.push(`${await button.innerText()} does not open`);
        await wide().keyboard.press("Escape");
        if (await menu.isVisible()) problems.push(`${await button.innerText()} does not close with Escape`);
      }
      expect({ route, problems }).toEqual({ route, problems: [] });
    });
  }

  test("opens the mobile menu at 375 px with every header link", async () => {
    await visit(narrow(), "/");
    await narrow().getByRole("button", { name: MOBILE_MENU_BUTTON_NAME }).click();
    for (const summary of await narrow().locator(`#${MOBILE_MENU_ID} summary`).all()) await summary.click();
    const links = narrow().locator(`#${MOBILE_MENU_ID} a[href]`);
    const all = await links.count();
    const shown = await links.evaluateAll((anchors) => anchors.filter((a) => a.getClientRects().length > 0).length);
    expect(all).toBeGreaterThan(navigation.header.length);
    expect(shown).toBe(all);
  });

  test("the mobile menu at 375 px, in a browser without invoker commands: it opens, one group at a time, Escape closes it and focuses its button", async () => {
    const page = withoutInvokers();
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: MOBILE_MENU_BUTTON_NAME });
    await toggle.click();
    const menu = page.locator(`#${MOBILE_MENU_ID}`);
    await expect(menu).toBeVisible();
    const groups = menu.locator("details");
    const groupCount = navigation.header.filter((group) => !group.href).length;
    await expect(groups).toHaveCount(groupCount);
    await groups.nth(0).locator("summary").click();
    await groups.nth(1).locator("summary").click();
    const open = await groups.evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open));
    expect(open).toEqual(Array.from({ length: groupCount }, (_, index) => index === 1));
    await expect(groups.nth(1).locator("a").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("reaches every page of the site from the header and footer, following links", async () => {
    // The static HTML is what a visitor without JavaScript gets: follow its links, starting from the header and
    // footer of the home page.
    const origin = baseUrl();
    const hrefsIn = (html: string) =>
      Array.from(html.matchAll(/href="([^"#?]*)/g), (match) => new URL(match[1], origin))
        .filter((url) => url.origin === origin)
        .map((url) => url.pathname.replace(/(.)\/$/, "$1"));
    const home = await (await fetch(`${origin}/`)).text();
    const chrome = Array.from(home.matchAll(/<(header|footer)[\s>][\s\S]*?<\/\1>/g), (match) => match[0]).join("");
    const queue = hrefsIn(chrome);
    const seen = new Set(queue);
    while (queue.length > 0) {
      const route = queue.shift() as string;
      if (!index.served.has(route)) continue;
      for (const next of hrefsIn(await (await fetch(`${origin}${route}`)).text())) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    // The thank-you page is reached only at the end of a journey, by design: the crawl reaches the contact form,
    // whose redirect to it forms.e2e.ts follows. It is the only page left out.
    const unreached = routes.filter((route) => !seen.has(route) && !UNLISTED_ROUTES.has(route));
    expect(seen.size).toBeGreaterThan(navigation.header.length);
    expect(unreached).toEqual([]);
    expect([...UNLISTED_ROUTES]).toEqual([THANK_YOU_ROUTE]);
    expect(seen.has("/contact")).toBe(true);
  });
});
