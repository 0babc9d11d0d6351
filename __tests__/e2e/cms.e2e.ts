import { spawn, spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import type { Browser, Locator, Page } from "@playwright/test";
import { communityEventPath } from "../../src/routes";
import { londonTexts } from "../../src/lib/london-time";
import { contentModules } from "../../src/node/schema";
import { EVENT_TYPES } from "../../src/node/types/communities";
import { formatProblem, validateData } from "../../src/node/validate-content";
import { buildProject, projectWithData } from "../support/project-copy";
import { serveAdmin } from "./admin-server";
import { expect, test } from "./fixtures";

const ROOT = path.join(__dirname, "../..");
/** The build writes /admin (static/admin, the Decap bundle, config.yml) into public/. */
const ADMIN = process.env.CMS_ADMIN_DIR ?? path.join(ROOT, "public/admin");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

test.describe("the CMS at /admin with decap-server", () => {
  // The tests share one copy of data/ and what the CMS requested: in order, in one worker.
  test.describe.configure({ mode: "serial" });
  let repo = "";
  let cms: ChildProcess;
  let admin: { url: string; close: () => Promise<void> };
  /** Requests the CMS tried to send anywhere but this machine (it must work offline). */
  const outside: string[] = [];

  test.beforeAll(async () => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
    fs.cpSync(path.join(ROOT, "data"), path.join(repo, "data"), { recursive: true });
    fs.copyFileSync(path.join(ROOT, ".prettierrc.json"), path.join(repo, ".prettierrc.json"));
    // `npm run cms` on a copy of data/.
    cms = spawn(process.execPath, [path.join(ROOT, "scripts/cms-server.mjs")], {
      env: { ...process.env, CMS_PORT: "0", CMS_DATA_ROOT: repo },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const port = await new Promise<number>((resolve, reject) => {
      cms.stdout?.on("data", (chunk: Buffer) => {
        const match = /127\.0\.0\.1:(\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      cms.on("exit", (code) => reject(new Error(`npm run cms exited with ${code}`)));
    });
    admin = await serveAdmin(ADMIN, port);
  });

  test.afterAll(async () => {
    await admin?.close();
    cms?.kill("SIGTERM");
    fs.rmSync(repo, { recursive: true, force: true });
  });

  const openCollection = async (browser: Browser, hash: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: "Europe/London" });
    const page = await context.newPage();
    await page.route("**/*", (route) => {
      if (route.request().url().startsWith(admin.url)) return route.continue();
      outside.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${admin.url}/admin/`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.goto(`${admin.url}/admin/#/collections/${hash}`);
    return page;
  };

  /** Publishes the entry and waits until `file` changes on disk. */
  const publish = async (page: Page, file: string) => {
    const before = fs.readFileSync(file, "utf8");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect.poll(() => fs.readFileSync(file, "utf8"), { timeout: 30_000 }).not.toBe(before);
  };

  /** A field's box by its label (Decap adds "optional" to the label of optional fields). */
  const field = (scope: Page | Locator, label: string) =>
    scope.locator("label", { hasText: new RegExp(`^${label}\\b`) }).locator("xpath=../..");

  /** `prettier --check` with the project's settings (the copy has .prettierrc.json). */
  const isPrettier = (file: string) =>
    spawnSync(path.join(ROOT, "node_modules/.bin/prettier"), ["--check", "--ignore-path", "/dev/null", file]).status ===
    0;

  test("saves an edited FAQ answer into data/faq.json, changing only that answer, Prettier-clean", async ({
    browser,
  }) => {
    const file = path.join(repo, "data/faq.json");
    const before = fs.readFileSync(file, "utf8");
    const index = Math.min(2, JSON.parse(before).questions.length - 1);
    const page = await openCollection(browser, "faq/entries/faq");
    const item = field(page, "Questions").locator('[class*="SortableListItem"]').nth(index);
    await item.locator("button").first().click();
    await item.locator('textarea[id^="answer-field"]').fill("An answer edited in the CMS.");
    await publish(page, file);

    const after = fs.readFileSync(file, "utf8");
    const expected: Json = JSON.parse(before);
    expected.questions[index].answer = "An answer edited in the CMS.";
    expect(JSON.parse(after)).toEqual(expected);
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual([expect.stringContaining('"answer": "An answer edited in the CMS."')]);
    expect(isPrettier(file)).toBe(true);
    await page.context().close();
  });

  test("creates a community event that passes the content rules and gets its page in a build", async ({ browser }) => {
    test.setTimeout(600_000);
    const file = path.join(repo, "data/community-events", fs.readdirSync(path.join(repo, "data/community-events"))[0]);
    const before: Json[] = JSON.parse(fs.readFileSync(file, "utf8"));
    // A community's events live in the file named after it.
    const community = path.basename(file, ".json");
    // 3 pm in London on 10 March next year, typed as the editor's browser (in London) shows it.
    const wallClock = `${new Date().getFullYear() + 1}-03-10T15:00`;
    const startsAt = `${wallClock}:00${londonTexts(`${wallClock}:00Z`).timezone === "BST" ? "+01:00" : "+00:00"}`;
    const shown = londonTexts(startsAt);
    const added = { eventId: "cms-added-event", title: "An event added in the CMS" };

    const page = await openCollection(browser, `community-events/entries/${path.basename(file, ".json")}`);
    await page.getByRole("button", { name: "Add entries" }).click();
    const item = page
      .locator('[id^="eventId-field"]')
      .last()
      .locator('xpath=ancestor::*[contains(@class,"SortableListItem")][1]');
    await field(item, "Event Id").locator("input").fill(added.eventId);
    await field(item, "Title").first().locator("input").fill(added.title);
    await field(item, "Description").locator("textarea").fill("A forum created in the CMS.");
    await field(item, "Type").locator("input").click();
    await page.getByText(EVENT_TYPES[0], { exact: true }).last().click();
    // The browser's own datetime-local input, in the editor's time zone.
    await field(item, "Starts At").locator('input[type="datetime-local"]').fill(wallClock);
    await field(item, "Duration Minutes").locator("input").fill("90");
    await field(item, "Registered").locator("input").fill("0");
    await field(item, "Capacity").locator("input").fill("30");
    await field(item, "Objectives").getByRole("button", { name: "Add objectives" }).click();
    await field(item, "Objectives").locator("input").last().fill("Meet the peers who run the same numbers");
    await publish(page, file);
    await page.context().close();

    const after: Json[] = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([expect.objectContaining({ ...added, startsAt })]);
    expect(isPrettier(file)).toBe(true);
    expect(validateData(contentModules, path.join(repo, "data")).map(formatProblem)).toEqual([]);

    const project = projectWithData("cms-event", (data) => {
      fs.rmSync(data, { recursive: true });
      fs.cpSync(path.join(repo, "data"), data, { recursive: true });
    });
    try {
      const build = await buildProject(project, {}, [], 560000);
      if (build.status !== 0) console.log(build.output);
      expect(build.status).toBe(0);
      const html = fs.readFileSync(
        path.join(project, "public", communityEventPath(community, added.eventId), "index.html"),
        "utf8",
      );
      expect(html).toContain(added.title);
      // The date, time and timezone shown come from the start the editor picked, read in London.
      expect(html).toContain(shown.date);
      expect(html).toContain(`${shown.time} ${shown.timezone}`);
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });

  test("loads nothing from outside this machine", () => {
    expect(outside).toEqual([]);
  });
});
