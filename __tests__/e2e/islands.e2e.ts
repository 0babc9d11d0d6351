import type { CDPSession, Page } from "@playwright/test";
import fs from "fs";
import { MOBILE_MENU_BUTTON_NAME, MOBILE_MENU_ID } from "../../src/components/layout/mobile-menu";
import { htmlFile } from "../../src/node/built-routes.ts";
import { communityEventsPath, communityPath } from "../../src/routes";
import { dataCommunities, readData } from "../support/data";
import { expect, hydrated, isHydrated, test, type OpenPage } from "./fixtures";
import { PUBLIC_DIR, siteIndex } from "./site-index";

/**
 * Static pages with islands (docs/architecture.md): React runs only the parts a visitor uses, each as its own root,
 * loaded when due; every island answers its first click, key or focus; focus survives its hydration.
 */

const faq = readData<{ questions: { question: string }[] }>("faq.json");
const services = readData<{ main: { title: string; slug: string }[] }>("services.json");
/** The first community data/ lists: its page is a page with islands, its contact form among them. */
const [community] = dataCommunities<{ order: number; slug: string; name: string }>();

/** A page as a phone visitor first gets it: loaded, its script run, its islands not yet used. */
async function freshPage(openPage: OpenPage, route: string, reducedMotion = false): Promise<Page> {
  const page = await openPage(route, { width: 375, height: 740, reducedMotion });
  await hydrated(page);
  return page;
}

/** The same-origin scripts a page has fetched, by file name. */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith(".js"))
      .map((url) => url.pathname.slice(1)),
  );
const isFramework = (file: string) => /^framework-/.test(file);

test.describe("what a page loads", () => {
  test("a page with no island or behaviour loads no script at all; the others the boot script alone", async ({
    openPage,
  }) => {
    const { served } = siteIndex();
    for (const route of ["/privacy-notice", "/faq", communityPath(community.slug)]) {
      expect(served.has(route)).toBe(true);
      const needsScript = /\sdata-(island|enhance)="/.test(fs.readFileSync(htmlFile(PUBLIC_DIR, route), "utf8"));
      const page = await openPage(route, { width: 375 });
      await hydrated(page);
      const scripts = await scriptsOf(page);
      if (needsScript)
        expect(scripts.map((file) => file.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["webpack-runtime", "islands"]);
      else expect(scripts).toEqual([]);
    }
  });

  for (const route of ["/", "/sponsor", communityPath(community.slug)]) {
    test(`${route}: no framework code runs during load, and no long task (trace) comes from it before the first interaction`, async ({
      openPage,
    }) => {
      let trace: CDPSession | undefined;
      const events: { name: string; dur?: number; args?: { data?: { url?: string } } }[] = [];
      const page = await openPage(route, {
        width: 412,
        height: 823,
        // Tracing starts on the page before it navigates, and has started before the load begins.
        beforeLoad: async (opened) => {
          trace = await opened.context().newCDPSession(opened);
          trace.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as typeof events)));
          await trace.send("Tracing.start", { categories: "devtools.timeline", transferMode: "ReportEvents" });
        },
      });
      await hydrated(page);
      expect((await scriptsOf(page)).filter(isFramework)).toEqual([]);
      const done = new Promise((resolve) => trace?.once("Tracing.tracingComplete", resolve));
      await trace?.send("Tracing.end");
      await done;
      // The trace saw the page's own scripts run, so an empty list below means none of them was the framework.
      expect(events.some((event) => event.name === "EvaluateScript")).toBe(true);
      const frameworkTasks = events.filter(
        (event) =>
          (event.name === "EvaluateScript" || event.name === "FunctionCall") &&
          isFramework(new URL(event.args?.data?.url ?? "about:blank", page.url()).pathname.slice(1)) &&
          (event.dur ?? 0) > 50_000,
      );
      expect(frameworkTasks).toEqual([]);
    });
  }

  test("/sponsor: a logo row below the first screen is left out of the first layout, and drawn once scrolled to", async ({
    openPage,
  }) => {
    const page = await openPage("/sponsor", { width: 412, height: 823 });
    await hydrated(page);
    const rows = page.locator("[data-marquee]");
    // Whether the browser skips a row's contents for now: checkVisibility of its track, content-visibility counted.
    const lastRowDrawn = () =>
      rows.last().evaluate((row) => row.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    expect(await lastRowDrawn()).toBe(false);
    // Meanwhile its logos keep their names for assistive technology.
    await expect(rows.last().getByRole("img").first()).toHaveAccessibleName(/\S/);
    await rows.last().scrollIntoViewIfNeeded();
    await expect.poll(lastRowDrawn).toBe(true);
  });
});

test.describe("an island answers its first use", () => {
  test("contact form: focus hydrates it in place (the same element keeps focus), and the next Tab goes on from there", async ({
    openPage,
  }) => {
    const page = await freshPage(openPage, "/contact");
    const form = page.locator("[data-form-slot=contact] form");
    const name = form.getByLabel("Full name");
    expect(await isHydrated(form)).toBe(false);
    await name.focus();
    await expect(page.locator("[data-form-slot=contact]")).toHaveAttribute("data-hydrated", "true");
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Email address")).toBeFocused();
  });

  test("contact form: the first click on Send message checks the form and points at what is missing", async ({
    openPage,
  }) => {
    const page = await freshPage(openPage, "/contact");
    const form = page.locator("[data-form-slot=contact] form");
    expect(await isHydrated(form)).toBe(false);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");
    expect(page.url()).not.toContain("?");
  });

  test("contact form: the first click on a checkbox ticks it, and the form knows it once React runs it", async ({
    openPage,
  }) => {
    const page = await freshPage(openPage, "/contact");
    const form = page.locator("[data-form-slot=contact] form");
    const consent = form.getByRole("checkbox");
    await consent.click();
    await page.locator("[data-form-slot=contact][data-hydrated]").waitFor();
    expect(await consent.isChecked()).toBe(true);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await consent.getAttribute("aria-invalid")).not.toBe("true");
  });

  test("testimonial carousel: hydrated when it comes into view, then the first Next shows the next testimonial", async ({
    openPage,
  }) => {
    // Reduced motion: the testimonials do not advance by themselves, so only the click moves them.
    const page = await freshPage(openPage, "/", true);
    const carousel = page.getByRole("region", { name: "Testimonials" });
    expect(await isHydrated(carousel)).toBe(false);
    await carousel.scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Next testimonials" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Show testimonial 2" }).getAttribute("aria-current"))
      .toBe("true");
  });

  test("testimonial carousel: Tab onto its scrolling list before it hydrates keeps focus there, never on <body>", async ({
    openPage,
  }) => {
    const page = await freshPage(openPage, "/");
    const carousel = page.getByRole("region", { name: "Testimonials" });
    const viewport = carousel.locator("[tabindex]").first();
    await viewport.focus();
    await expect(page.locator("[data-island=testimonial-carousel]")).toHaveAttribute("data-hydrated", "true");
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
  });

  test("report filters: text typed into the search before the island ran filters once it does", async ({
    openPage,
  }) => {
    const page = await freshPage(openPage, "/thought-leadership");
    const search = page.getByLabel("Search reports");
    await search.scrollIntoViewIfNeeded();
    await search.fill("zzzz-nothing-matches");
    await expect(page.getByText("No reports match your current filters")).toBeVisible();
  });

  test("podcast player: the first 'Listen now' opens that episode's player", async ({ openPage }) => {
    const page = await freshPage(openPage, "/podcasts");
    const listen = page.getByRole("button", { name: /^Listen now/ }).first();
    expect(await isHydrated(listen)).toBe(false);
    await listen.click();
    await expect(page.locator("main iframe[title^='Player:']")).toHaveCount(1);
  });

  for (const [route, title] of [
    ["/faq", faq.questions[0].question],
    ["/services", services.main[0].title],
  ] as const) {
    test(`${route} accordion: native, so the first click opens the item, with no script`, async ({ openPage }) => {
      const page = await freshPage(openPage, route);
      const item = page.locator("main details").filter({ hasText: title });
      await item.locator("summary").click();
      await expect(item).toHaveAttribute("open", "");
    });
  }

  test("a link to a service opens its accordion item and shows it", async ({ openPage }) => {
    const [service] = services.main;
    const page = await openPage(`/services#${service.slug}`, { width: 375 });
    await expect(page.locator("main details").filter({ hasText: service.title })).toHaveAttribute("open", "");
    await expect(page.locator(`[id="${service.slug}"]`)).toBeInViewport();
  });
});

test.describe("the header, native HTML with no island", () => {
  test("the mobile menu is a popover: its button opens it, Tab goes into it, Escape closes it and focus returns to the button", async ({
    openPage,
  }) => {
    const page = await freshPage(openPage, "/faq");
    const open = page.getByRole("button", { name: MOBILE_MENU_BUTTON_NAME });
    await open.click();
    const menu = page.locator(`#${MOBILE_MENU_ID}`);
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.locator("a, summary").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("a desktop group opens on Enter, Tab goes into it, Escape closes it", async ({ openPage }) => {
    const page = await openPage("/faq", { width: 1280 });
    const group = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Communities" });
    await group.focus();
    await page.keyboard.press("Enter");
    const menu = page.locator(`[id="${await group.getAttribute("popovertarget")}"]`);
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest(":popover-open"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("the skip link moves focus to the content", async ({ openPage }) => {
    const page = await freshPage(openPage, "/services");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("#main");
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("links are plain page loads, which the browser may prefetch on intent (speculation rules)", async ({
    openPage,
  }) => {
    const page = await openPage("/faq", { width: 1280 });
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}");
    expect(rules.prefetch[0]).toMatchObject({ source: "document", eagerness: "moderate" });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await page.waitForURL(/\/contact$/);
    expect(
      await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type),
    ).toBe("navigate");
  });
});

test("an unknown event of a community says 'Event Not Found', with the way back to its community", async ({
  openPage,
}) => {
  const page = await openPage(`${communityEventsPath(community.slug)}/no-such-event`, { width: 375 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Event Not Found");
  await expect(page.getByRole("link", { name: `Back to ${community.name}` })).toHaveAttribute(
    "href",
    communityPath(community.slug),
  );
  await expect(page).toHaveTitle(/^Event Not Found/);
});
