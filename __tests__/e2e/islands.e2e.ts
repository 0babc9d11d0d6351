import type { Locator, Page } from "playwright-core";
import { readData } from "../support/data";
import { hydrated, openPage, poll, useBrowser } from "./harness";

/**
 * Parts of a page that hydrate late (src/components/island) answer the first click that reaches them on a
 * freshly loaded page: a click on an island React has not hydrated yet hydrates it at once and then does its
 * job, with no second click.
 */

const home = readData<{ logosTitle: string }>("home.json");
const faq = readData<{ questions: { question: string }[] }>("faq.json");
const services = readData<{ main: { title: string }[] }>("services.json");

/** The island around `part`, and whether React had hydrated it. */
const islandOf = (part: Locator) => part.locator("xpath=ancestor::*[@data-island][1]");
const isHydrated = async (part: Locator) => (await islandOf(part).getAttribute("data-hydrated")) === "true";

/** A page as a phone visitor first gets it: hydrated as a whole, its islands below the fold still waiting. */
async function freshPage(
  browser: ReturnType<ReturnType<typeof useBrowser>>,
  route: string,
  reducedMotion = false,
): Promise<Page> {
  const page = await openPage(browser, route, { width: 375, height: 740, reducedMotion });
  await hydrated(page);
  return page;
}

describe("a hydrated island answers its first click", () => {
  const browser = useBrowser();

  it("testimonial carousel: the first Next shows the next testimonial", async () => {
    // Reduced motion: the testimonials do not advance by themselves, so only the click moves them.
    const page = await freshPage(browser(), "/", true);
    // Below the fold, the carousel waits as a plain list; its controls show once React runs it, in view.
    const carousel = page.getByRole("region", { name: "Testimonials" });
    expect(await isHydrated(carousel)).toBe(false);
    await carousel.scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Next testimonials" }).click();
    await poll(() => page.getByRole("button", { name: "Show testimonial 2" }).getAttribute("aria-current")).toBe(
      "true",
    );
  });

  it("logo carousel: the first Pause stops the row", async () => {
    const page = await freshPage(browser(), "/");
    const logos = page.getByRole("list", { name: home.logosTitle });
    expect(await isHydrated(logos)).toBe(false);
    await logos.scrollIntoViewIfNeeded();
    // Pause shows once its island runs (it could do nothing before): the click waits for it.
    await page.getByRole("button", { name: `Pause ${home.logosTitle}` }).click();
    await poll(() => page.getByRole("button", { name: `Play ${home.logosTitle}` }).count()).toBe(1);
  });

  it.each([
    ["/faq", faq.questions[0].question],
    ["/services", services.main[0].title],
  ])("%s accordion: the first click opens the item, and it stays open as React takes over", async (route, title) => {
    const page = await freshPage(browser(), route);
    // Near the top of the page, the accordion may have hydrated already, or not: either way one click opens.
    await page.locator("main summary, main button[aria-expanded]").filter({ hasText: title }).first().click();
    // Once hydrated, the item is a button that says it is open, its answer showing.
    const button = page.locator("main button[aria-expanded]").filter({ hasText: title });
    await poll(() => button.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    expect(await panel.isVisible()).toBe(true);
  });

  it("a same-page link (the skip link) hydrates the waiting islands instead of making React render them anew", async () => {
    const page = await freshPage(browser(), "/services");
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const accordion = page.locator("main [data-island]").first();
    expect(await accordion.getAttribute("data-hydrated")).toBeNull();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("#main");
    await page.keyboard.press("Enter");
    await poll(() => accordion.getAttribute("data-hydrated")).toBe("true");
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
  });

  describe("contact form", () => {
    it("the first click on Send message checks the form and points at what is missing", async () => {
      const page = await freshPage(browser(), "/contact");
      const form = page.locator("[data-form-slot=contact] form");
      expect(await isHydrated(form)).toBe(false);
      await form.getByRole("button", { name: "Send message" }).click();
      await poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"));
      expect(focused).toBe("true");
      expect(page.url()).not.toContain("?");
    });

    it("the first click on a checkbox ticks it, and the form knows it once React runs it", async () => {
      const page = await freshPage(browser(), "/contact");
      const form = page.locator("[data-form-slot=contact] form");
      const consent = form.getByRole("checkbox");
      expect(await isHydrated(consent)).toBe(false);
      await consent.click();
      await page.locator("[data-form-slot=contact][data-form-ready]").waitFor();
      expect(await consent.isChecked()).toBe(true);
      await form.getByRole("button", { name: "Send message" }).click();
      await poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      expect(await consent.getAttribute("aria-invalid")).not.toBe("true");
      expect(await consent.isChecked()).toBe(true);
    });
  });
});
