import { execFileSync, spawn, type ChildProcess } from "child_process";
import { randomUUID } from "crypto";
import fs from "fs";
import net from "net";
import path from "path";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { londonTexts } from "../../src/lib/london-time";
import { communityEventPath } from "../../src/routes";
import { startNodeVersion, warningReport, warningsIn, withoutColours } from "../../scripts/lib/known-warnings.ts";
import { copyProject } from "../../scripts/lib/project-copy.ts";
import { lineDiff } from "../support/line-diff";
import { HANG_MS } from "../support/wait";
import { attachmentIn, caughtIn, fromIcsUtc, parseIcs } from "./maildev";
import { WAITING_LIST_FORM } from "../../src/lib/registration-links";

/**
 * The content editor's whole journey through what `npm start` runs, started as the README says (`npm start`, with
 * a port for gatsby develop): gatsby develop, decap-server behind scripts/cms-server.ts, the local backend and
 * MailDev, in a copy of the project (scripts/lib/project-copy.ts) so the real data/ is never edited.
 * Expectations come from the copy's data/ and the code's constants.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

const ROOT = path.join(__dirname, "../..");
/** What `npm start` runs besides what a build reads. */
const START_FILES = ["scripts", "backend", "supabase", ".prettierrc.json"];
/** How long `npm start` may take to serve the site: five times what it takes beside the rest of the run. */
const START_MS = 15 * 60_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

test.describe("the editor's journey under npm start", () => {
  test.describe.configure({ mode: "serial" });
  let project = "";
  let start: ChildProcess;
  let site = "";
  let mailDev = "";
  let output = "";
  /** Requests the CMS tried to send anywhere but this machine (it must work offline). */
  const outside: string[] = [];

  test.beforeAll(async () => {
    // `npm start` compiles the develop bundle from cold: about 3 minutes beside the rest of the run, which a busy
    // machine may double; the bounds end a hang only.
    test.setTimeout(START_MS + HANG_MS);
    project = copyProject(ROOT, "editor-journey", START_FILES);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, CMS_PORT: "0", LOCAL_BACKEND_PORT: "0" };
    // The local backend, not one this shell may name.
    for (const name of ["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY", "SMTP_URL", "DATABASE_URL"])
      delete env[name];
    start = spawn("npm", ["start", "--", "--port", String(port)], {
      cwd: project,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    start.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    start.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    site = `http://localhost:${port}`;
    await expect
      .poll(
        async () => {
          if (start.exitCode !== null) throw new Error(`npm start exited (${start.exitCode}):\n${output}`);
          mailDev = /MailDev's inbox: (http:\/\/\S+)/.exec(output)?.[1] ?? "";
          const page = await fetch(`${site}/`).then(
            (response) => response.status,
            () => 0,
          );
          // Up once the site answers and Gatsby has printed its address (the end of the start whose warnings count).
          return mailDev && withoutColours(output).includes(`${site}/`) ? page : 0;
        },
        { timeout: START_MS, intervals: [2000] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    // npm, start.ts, gatsby develop and the services share the process group npm start leads.
    const signal = (name: NodeJS.Signals) => {
      try {
        if (start?.pid) process.kill(-start.pid, name);
      } catch {
        // The group has ended already.
      }
    };
    if (start?.pid && start.exitCode === null) {
      const exited = new Promise((resolve) => start.once("exit", resolve));
      signal("SIGINT");
      // A cap on the wait for npm start to exit on its own (not a sleep): past it, it is killed.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    }
    signal("SIGKILL");
    if (project) fs.rmSync(project, { recursive: true, force: true });
  });

  const dataFile = (name: string) => path.join(project, "data", name);

  const newPage = async (browser: Browser): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: "Europe/London" });
    return context.newPage();
  };

  /** /admin, logged in to the local backend (no account), at one collection's entry. */
  const openCms = async (browser: Browser, hash: string): Promise<Page> => {
    const page = await newPage(browser);
    await page.route("**/*", (route) => {
      if (route.request().url().startsWith(site)) return route.continue();
      outside.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${site}/admin`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.goto(`${site}/admin/#/collections/${hash}`);
    return page;
  };

  /** Publishes the entry and waits until `file` changes on disk. */
  const publish = async (page: Page, file: string) => {
    const before = fs.readFileSync(file, "utf8");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect.poll(() => fs.readFileSync(file, "utf8"), { timeout: HANG_MS }).not.toBe(before);
  };

  /** A field's box by its label (Decap adds "optional" to the label of optional fields). */
  const field = (scope: Page | Locator, label: string) =>
    scope.locator("label", { hasText: new RegExp(`^${label}\\b`) }).locator("xpath=../..");

  // The warnings of `npm start` up to the site's address, held to docs/quality.md's list as scripts/check-warnings.ts
  // holds those of the install and the build: this journey's start is the one `npm test` counts.
  test("npm start runs Node 22 and prints no warning docs/quality.md does not list, up to the site's address", () => {
    const plain = withoutColours(output);
    const address = plain.indexOf(`${site}/`);
    expect(address).toBeGreaterThan(0);
    const upToAddress = plain.slice(0, address);
    const { summary, unknown } = warningReport(warningsIn(upToAddress, "start"));
    console.log(`start: ${summary}`);
    expect(unknown).toEqual([]);
    expect(startNodeVersion(upToAddress)).toBe("v22");
  });

  test("/admin and /admin/ open the CMS, whose local backend answers through the develop server", async ({
    browser,
  }) => {
    const page = await newPage(browser);
    // Every request the page makes is answered: no 404 for a favicon the browser asks for by itself.
    const missing: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    });
    for (const address of ["/admin", "/admin/"]) {
      await page.goto(`${site}${address}`);
      await expect(page.getByRole("button", { name: "Login" })).toBeVisible({ timeout: HANG_MS });
    }
    expect(missing).toEqual([]);
    await expect(page.getByText("Proxy Server not detected")).toHaveCount(0);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("link", { name: "FAQ" })).toBeVisible();
    await page.context().close();
  });

  test("an FAQ answer edited and published changes one line of data/faq.json and /faq without a restart", async ({
    browser,
  }) => {
    const file = dataFile("faq.json");
    const before = fs.readFileSync(file, "utf8");
    const index = Math.floor(JSON.parse(before).questions.length / 2);
    const answer = `An answer edited in the CMS (${randomUUID().slice(0, 8)}).`;
    const page = await openCms(browser, "faq/entries/faq");
    const item = field(page, "Questions").locator('[class*="SortableListItem"]').nth(index);
    await item.locator("button").first().click();
    await item.locator('textarea[id^="answer-field"]').fill(answer);
    // Before it is published, the preview draws /faq as the site does, with the new answer in its place.
    const preview = page.frameLocator("#preview-pane");
    await expect(preview.locator("main h1")).toHaveText(JSON.parse(before).hero.title, { timeout: HANG_MS });
    await expect(preview.locator("main")).toContainText(answer, { timeout: HANG_MS });
    await publish(page, file);
    await page.context().close();

    const after = fs.readFileSync(file, "utf8");
    expect(JSON.parse(after).questions[index].answer).toBe(answer);
    const { removed, added } = lineDiff(before, after);
    expect(removed).toHaveLength(1);
    expect(added).toEqual([`${removed[0].replace(/".*/, "")}"answer": ${JSON.stringify(answer)}`]);

    const faq = await newPage(browser);
    await expect
      .poll(
        async () => {
          await faq.goto(`${site}/faq`);
          return faq.locator("main").textContent();
        },
        { timeout: HANG_MS, intervals: [1000] },
      )
      .toContain(answer);
    await faq.context().close();
  });

  test("a community event created in the CMS gets its page, takes two registrations, shows itself full on a fresh load without a rebuild and mails the .ics", async ({
    browser,
  }) => {
    test.setTimeout(3 * HANG_MS);
    const fileName = fs.readdirSync(dataFile("community-events")).sort()[0];
    const file = dataFile(`community-events/${fileName}`);
    const community = path.basename(fileName, ".json");
    const before = fs.readFileSync(file, "utf8");
    const events: Json[] = JSON.parse(before);
    // 3 pm in London on 10 March next year, typed as the editor's browser (in London) shows it.
    const wallClock = `${new Date().getFullYear() + 1}-03-10T15:00`;
    const startsAt = `${wallClock}:00${londonTexts(`${wallClock}:00Z`).timezone === "BST" ? "+01:00" : "+00:00"}`;
    // What the page shows, derived from the start read in London.
    const shown = londonTexts(startsAt);
    const added = { eventId: `cms-${randomUUID().slice(0, 8)}`, title: "A forum added in the CMS", capacity: 2 };

    const page = await openCms(browser, `community-events/entries/${community}`);
    await page.getByRole("button", { name: "Add entries" }).click();
    const item = page
      .locator('[id^="eventId-field"]')
      .last()
      .locator('xpath=ancestor::*[contains(@class,"SortableListItem")][1]');
    await field(item, "Event ID").locator("input").fill(added.eventId);
    await field(item, "Title").first().locator("input").fill(added.title);
    await field(item, "Description").locator("textarea").fill("A forum created in the CMS.");
    await field(item, "Type").locator("input").click();
    await page.getByText("virtual", { exact: true }).last().click();
    // The browser's own datetime-local input, in the editor's time zone.
    await field(item, "Starts at").locator('input[type="datetime-local"]').fill(wallClock);
    await field(item, "Duration minutes").locator("input").fill("90");
    await field(item, "Registered").locator("input").fill("0");
    await field(item, "Capacity").locator("input").fill(String(added.capacity));
    await field(item, "Objectives").getByRole("button", { name: "Add objectives" }).click();
    await field(item, "Objectives").locator("input").last().fill("Meet the peers who run the same numbers");
    await publish(page, file);
    await page.context().close();

    const after = fs.readFileSync(file, "utf8");
    expect(lineDiff(before, after).removed).toEqual([]);
    const saved: Json[] = JSON.parse(after);
    expect(saved.slice(0, events.length)).toEqual(events);
    expect(saved.slice(events.length)).toEqual([expect.objectContaining({ ...added, startsAt })]);

    // The page appears without a restart; the database learns the event (backend/content-sync.ts) within 10 s.
    const eventPath = communityEventPath(community, added.eventId);
    const visit = async (): Promise<Page> => {
      const visitor = await newPage(browser);
      await expect
        .poll(
          async () => {
            await visitor.goto(`${site}${eventPath}`);
            return visitor.getByRole("heading", { level: 1 }).textContent();
          },
          { timeout: HANG_MS, intervals: [1000] },
        )
        .toBe(added.title);
      return visitor;
    };
    const register = async (visitor: Page, email: string) => {
      const form = visitor.locator("form").filter({ has: visitor.getByRole("button", { name: "Register now" }) });
      await form.getByLabel("First name").fill("Editor");
      await form.getByLabel("Last name").fill("Journey");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel(/privacy policy/).check();
      await form.getByRole("button", { name: "Register now" }).click();
    };

    const addresses = Array.from({ length: added.capacity }, (_, i) => `visitor-${i}-${randomUUID()}@example.com`);
    for (const email of addresses) {
      const visitor = await visit();
      await expect(visitor.locator("main")).toContainText(shown.date);
      await expect(visitor.locator("main")).toContainText(`${shown.time} ${shown.timezone}`);
      await register(visitor, email);
      await expect(visitor.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({
        timeout: HANG_MS,
      });
      await visitor.context().close();
    }
    // Live seats under develop (issue 41): the seats were taken through the API after the page was compiled, and a
    // fresh load shows the event full, with no rebuild: the waiting list is offered in place of the form.
    const third = await visit();
    await expect(third.getByRole("button", { name: WAITING_LIST_FORM.button })).toBeVisible({ timeout: HANG_MS });
    await expect(third.getByRole("button", { name: "Register now" })).toBeHidden();
    await third.context().close();

    // The first registrant's confirmation, with the event's .ics, in MailDev.
    let confirmation;
    await expect
      .poll(async () => (confirmation = (await caughtIn(mailDev, addresses[0]))[0]), { timeout: HANG_MS })
      .toBeDefined();
    const ics = parseIcs(await attachmentIn(mailDev, confirmation!));
    expect(ics.SUMMARY).toBe(added.title);
    expect(new Date(fromIcsUtc(ics.DTSTART)).getTime()).toBe(new Date(startsAt).getTime());
  });

  test("another event of a file holding an event without a sponsor is edited and published", async ({ browser }) => {
    // The event the journey added above has no sponsor; Decap used to hold every later save of the file on its
    // empty sponsor ('Name is required.').
    const fileName = fs.readdirSync(dataFile("community-events")).sort()[0];
    const file = dataFile(`community-events/${fileName}`);
    const before: Json[] = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(before.filter((event) => !event.sponsor).length).toBeGreaterThan(0);
    const description = `Edited beside an event without a sponsor (${randomUUID().slice(0, 8)}).`;
    const page = await openCms(browser, `community-events/entries/${path.basename(fileName, ".json")}`);
    const item = page.locator('[class*="SortableListItem"]').filter({ has: page.locator('[id^="eventId-field"]') });
    await item.first().locator("button").first().click();
    await field(item.first(), "Description").locator("textarea").fill(description);
    // The entry is the community's whole file of events: it offers no 'Delete entry' beside Publish.
    await expect(page.getByRole("button", { name: "Delete entry" })).toHaveCount(0);
    await publish(page, file);
    await page.context().close();
    const after: Json[] = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(after).toEqual(before.map((event, i) => (i === 0 ? { ...event, description } : event)));
  });

  /** A request as Decap sends it to its backend, through the develop server's /api/v1. */
  const cmsApi = async (action: string, params: Record<string, unknown>) => {
    const response = await fetch(`${site}/api/v1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action, params: { branch: "main", ...params } }),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };

  test("a save the build would refuse (no start, a capacity of -5, an image that does not exist) is refused, naming the field, and the file is unchanged", async () => {
    const fileName = fs.readdirSync(dataFile("community-events")).sort()[0];
    const file = dataFile(`community-events/${fileName}`);
    const before = fs.readFileSync(file, "utf8");
    const events: Json[] = JSON.parse(before);
    const at = events.findIndex((event) => event.sponsor);
    const cases: [(event: Json) => Json, string][] = [
      [({ startsAt: _startsAt, ...event }) => event, 'field "startsAt" is required'],
      [(event) => ({ ...event, capacity: -5 }), 'field "capacity" is -5'],
      [(event) => ({ ...event, sponsor: { ...event.sponsor, logo: "../images/nowhere.png" } }), 'field "sponsor.logo"'],
    ];
    for (const [change, message] of cases) {
      const raw = JSON.stringify(events.map((event, i) => (i === at ? change(event) : event)));
      const relative = `data/community-events/${fileName}`;
      const refused = await cmsApi("persistEntry", {
        dataFiles: [{ path: relative, raw, slug: fileName.replace(/\.json$/, "") }],
        assets: [],
        options: { commitMessage: "refused" },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toContain(message);
      expect(refused.body.error).toContain(`${relative} (entry ${at + 1}, "${events[at].title}")`);
      expect(fs.readFileSync(file, "utf8")).toBe(before);
    }
  });

  test("a data file broken on disk opens as its error, not as an empty form, and a save is refused", async ({
    browser,
  }) => {
    const file = dataFile("faq.json");
    const good = fs.readFileSync(file, "utf8");
    const broken = good.replace('"questionsTitle":', '"questionsTitle"');
    const line = good.split("\n").findIndex((row) => row.includes('"questionsTitle":')) + 1;
    fs.writeFileSync(file, broken);
    try {
      const page = await openCms(browser, "faq/entries/faq");
      // Decap may show it twice, as its notice and in the entry's pane: either is the error.
      await expect(
        page.getByText(new RegExp(`Failed to load entry: .*data/faq\\.json:${line}:\\d+: invalid JSON`)).first(),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
      await page.context().close();
      const refused = await cmsApi("persistEntry", {
        dataFiles: [{ path: "data/faq.json", raw: JSON.stringify({}), slug: "faq" }],
        assets: [],
        options: { commitMessage: "refused" },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(new RegExp(`^data/faq\\.json:${line}:\\d+: invalid JSON`));
      expect(fs.readFileSync(file, "utf8")).toBe(broken);
    } finally {
      fs.writeFileSync(file, good);
    }
  });

  test("the CMS loads nothing from outside this machine", () => {
    expect(outside).toEqual([]);
  });

  /** Every process below `pid` (ps's parent links), whatever process group it leads. */
  const descendants = (pid: number): number[] => {
    const rows = execFileSync("ps", ["-eo", "pid=,ppid="], { encoding: "utf8" })
      .trim()
      .split("\n")
      .map((row) => row.trim().split(/\s+/).map(Number));
    const below = (parent: number): number[] =>
      rows.filter(([, ppid]) => ppid === parent).flatMap(([child]) => [child, ...below(child)]);
    return below(pid);
  };
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  // Last: it ends npm start.
  test("SIGINT to npm start's own process ends every process it started, logging a stop and no restart", async () => {
    const children = descendants(start.pid!);
    // npm, the start script, gatsby develop and its develop process, decap-server, MailDev, the database, PostgREST…
    expect(children.length).toBeGreaterThan(4);
    const exited = new Promise((resolve) => start.once("exit", resolve));
    const sent = Date.now();
    process.kill(start.pid!, "SIGINT");
    await exited;
    await expect.poll(() => children.filter(alive), { timeout: HANG_MS }).toEqual([]);
    console.log(`npm start stopped in ${Date.now() - sent} ms (SIGINT to its own process)`);
    const stopped = withoutColours(output).slice(withoutColours(output).indexOf("Stopping (SIGINT)"));
    expect(stopped).toContain("npm start has stopped.");
    expect(withoutColours(output)).not.toMatch(/restarting/i);
  });
});
