import type { Page } from "@playwright/test";
import { readData } from "../support/data";
import { expect, hydrated, isHydrated, test, type OpenPage } from "./fixtures";

/**
 * Parts of a page that hydrate late (src/components/island) answer the first click that reaches them on a
 * freshly loaded page: a click on an island React has not hydrated yet hydrates it at once and then does its
 * job, with no second click.
 */

const home = readData<{ logosTitle: string }>("home.json");
const faq = readData<{ questions: { question: string }[] }>("faq.json");
const services = readData<{ main: { title: string }[] }>("services.json");

/** A page as a phone visitor first gets it: hydrated as a whole, its islands below the fold still waiting. */
async function freshPage(openPage: OpenPage, route: string, reducedMotion = false): Promise<Page> {
  const page = await openPage(route, { width: 375, height: 740, reducedMotion });
  await hydrated(page);
  return page;
}

test.describe("a hydrated island answers its first click", () => {
  test("testimonial carousel: the first Next shows the next testimonial", async ({ openPage }) => {
    // Reduced motion: the testimonials do not advance by themselves, so only the click moves them.
    const page = await freshPage(openPage, "/", true);
    // Below the fold, the carousel waits as a plain list; its controls show once React runs it, in view.
    const carousel = page.getByRole("region", { name: "Testimonials" });
    expect(await isHydrated(carousel)).toBe(false);
    await carousel.scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Next testimonials" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Show testimonial 2" }).getAttribute("aria-current"))
      .toBe("true");
  });

  test("logo carousel: the first Pause stops the row", async ({ openPage }) => {
    const page = await freshPage(openPage, "/");
    const logos = page.getByRole("list", { name: home.logosTitle });
    expect(await isHydrated(logos)).toBe(false);
    await logos.scrollIntoViewIfNeeded();
    // Pause shows once its island runs (it could do nothing before): the click waits for it.
    await page.getByRole("button", { name: `Pause ${home.logosTitle}` }).click();
    await expect.poll(() => page.getByRole("button", { name: `Play ${home.logosTitle}` }).count()).toBe(1);
  });

  for (const [route, title] of [
    ["/faq", faq.questions[0].question],
    ["/services", services.main[0].title],
  ]) {
    test(`${route} accordion: the first click opens the item, and it stays open as React takes over`, async ({
      openPage,
    }) => {
      const page = await freshPage(openPage, route);
      // Near the top of the page, the accordion may have hydrated already, or not: either way one click opens.
      await page.locator("main summary, main button[aria-expanded]").filter({ hasText: title }).first().click();
      // Once hydrated, the item is a button that says it is open, its answer showing.
      const button = page.locator("main button[aria-expanded]").filter({ hasText: title });
      await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
      const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      expect(await panel.isVisible()).toBe(true);
    });
  }

  test("a same-page link (the skip link) hydrates the waiting islands instead of making React render them anew", async ({
    openPage,
  }) => {
    const page = await freshPage(openPage, "/services");
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const accordion = page.locator("main [data-island]").first();
    expect(await accordion.getAttribute("data-hydrated")).toBeNull();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("#main");
    await page.keyboard.press("Enter");
    await expect.poll(() => accordion.getAttribute("data-hydrated")).toBe("true");
    // The navigation opens every waiting island: once all of main's have hydrated, React has said what it would.
    await expect(page.locator('main [data-island="visible"]:not([data-hydrated])')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test.describe("contact form", () => {
    test("the first click on Send message checks the form and points at what is missing", async ({ openPage }) => {
      const page = await freshPage(openPage, "/contact");
      const form = page.locator("[data-form-slot=contact] form");
      expect(await isHydrated(form)).toBe(false);
      await form.getByRole("button", { name: "Send message" }).click();
      await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"));
      expect(focused).toBe("true");
      expect(page.url()).not.toContain("?");
    });

    test("the first click on a checkbox ticks it, and the form knows it once React runs it", async ({ openPage }) => {
      const page = await freshPage(openPage, "/contact");
      const form = page.locator("[data-form-slot=contact] form");
      const consent = form.getByRole("checkbox");
      expect(await isHydrated(consent)).toBe(false);
      await consent.click();
      await page.locator("[data-form-slot=contact][data-form-ready]").waitFor();
      expect(await consent.isChecked()).toBe(true);
      await form.getByRole("button", { name: "Send message" }).click();
      await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      expect(await consent.getAttribute("aria-invalid")).not.toBe("true");
      expect(await consent.isChecked()).toBe(true);
    });
  });
});
