import { spawn, spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import type { Locator, Page } from "playwright-core";
import { serveAdmin } from "./admin-server";
import { useBrowser } from "./harness";

const ROOT = path.join(__dirname, "../..");
/** The build writes /admin (static/admin, the Decap bundle, config.yml) into public/. */
const ADMIN = process.env.CMS_ADMIN_DIR ?? path.join(ROOT, "public/admin");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

describe("the CMS at /admin with decap-server", () => {
  const browser = useBrowser();
  let repo = "";
  let cms: ChildProcess;
  let admin: { url: string; close: () => Promise<void> };
  /** Requests the CMS tried to send anywhere but this machine (it must work offline). */
  const outside: string[] = [];

  beforeAll(async () => {
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

  afterAll(async () => {
    await admin?.close();
    cms?.kill("SIGTERM");
    fs.rmSync(repo, { recursive: true, force: true });
  });

  const openCollection = async (hash: string): Promise<Page> => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, timezoneId: "Europe/London" });
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
    const deadline = Date.now() + 30000;
    while (fs.readFileSync(file, "utf8") === before && Date.now() < deadline) await page.waitForTimeout(200);
  };

  /** A field's box by its label (Decap adds "optional" to the label of optional fields). */
  const field = (scope: Page | Locator, label: string) =>
    scope.locator("label", { hasText: new RegExp(`^${label}\\b`) }).locator("xpath=../..");

  /** `prettier --check` with the project's settings (the copy has .prettierrc.json). */
  const isPrettier = (file: string) =>
    spawnSync(path.join(ROOT, "node_modules/.bin/prettier"), ["--check", "--ignore-path", "/dev/null", file]).status ===
    0;

  it("saves an edited FAQ answer into data/faq.json, changing only that answer, Prettier-clean", async () => {
    const file = path.join(repo, "data/faq.json");
    const before = fs.readFileSync(file, "utf8");
    const index = Math.min(2, JSON.parse(before).questions.length - 1);
    const page = await openCollection("faq/entries/faq");
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

  it("loads nothing from outside this machine", () => {
    expect(outside).toEqual([]);
  });
});
