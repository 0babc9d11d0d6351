/** @jest-environment node */
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { lineDiff as diff } from "../support/line-diff";
import { readDataFileAt } from "../support/data";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;

const ROOT = path.join(__dirname, "../..");

/**
 * Saves go through what `npm run cms` (and `npm start`) runs, scripts/cms-server.ts in front of the real
 * decap-server, as Decap CMS sends them: POST /api/v1 with action persistEntry and the whole file as the CMS
 * writes it (JSON.stringify of its own copy, whose key order is the CMS's, not the file's).
 */
describe("a CMS save through decap-server changes only what changed", () => {
  let repo = "";
  let cms: ChildProcess;
  let api = "";

  beforeAll(async () => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-saves-"));
    fs.cpSync(path.join(ROOT, "data"), path.join(repo, "data"), { recursive: true });
    fs.copyFileSync(path.join(ROOT, ".prettierrc.json"), path.join(repo, ".prettierrc.json"));
    cms = spawn(process.execPath, [path.join(ROOT, "scripts/cms-server.ts")], {
      env: { ...process.env, CMS_PORT: "0", CMS_DATA_ROOT: repo },
      stdio: ["ignore", "pipe", "inherit"],
    });
    api = await new Promise<string>((resolve, reject) => {
      cms.stdout?.on("data", (chunk: Buffer) => {
        const match = /(http:\/\/127\.0\.0\.1:\d+\/api\/v1)/.exec(chunk.toString());
        if (match) resolve(match[1]);
      });
      cms.on("exit", (code) => reject(new Error(`npm run cms exited with ${code}`)));
    });
  });

  afterAll(() => {
    cms?.kill("SIGTERM");
    fs.rmSync(repo, { recursive: true, force: true });
  });

  /** Every object's keys in reverse: what reaches the backend is in some order other than the file's. */
  const reordered = (value: Json): Json =>
    Array.isArray(value)
      ? value.map(reordered)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .reverse()
              .map(([key, item]) => [key, reordered(item)]),
          )
        : value;

  const post = async (body: Json) => {
    const response = await fetch(api, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    expect({ status: response.status, answer }).toEqual({ status: 200, answer: expect.anything() });
    return answer;
  };

  /** Saves `value` into data/<file> as Decap does and returns the file before and after. */
  const save = async (file: string, value: Json) => {
    const target = path.join(repo, "data", file);
    const before = fs.readFileSync(target, "utf8");
    await post({
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [
          { slug: path.basename(file, ".json"), path: `data/${file}`, raw: JSON.stringify(reordered(value), null, 2) },
        ],
        assets: [],
        options: {
          collectionName: path.dirname(file),
          commitMessage: `Update ${file}`,
          useWorkflow: false,
          status: "draft",
        },
      },
    });
    const after = fs.readFileSync(target, "utf8");
    fs.writeFileSync(target, before);
    return { before, after };
  };

  const read = (file: string): Json => readDataFileAt(path.join(ROOT, "data", file));

  test("the API answers as decap-server (the CMS's login check)", async () => {
    expect(await post({ action: "info" })).toEqual(expect.objectContaining({ type: "local_fs" }));
  });

  test("changing the tagline in data/site.json changes that one line", async () => {
    const site = read("site.json");
    const { before, after } = await save("site.json", { ...site, tagline: "A tagline edited in the CMS" });
    expect(diff(before, after)).toEqual({
      removed: [expect.stringContaining(JSON.stringify(site.tagline))],
      added: [`  "tagline": "A tagline edited in the CMS",`],
    });
  });

  test("changing an FAQ answer changes that one line", async () => {
    const faq = read("faq.json");
    const index = Math.floor(faq.questions.length / 2);
    faq.questions[index].answer = "An answer edited in the CMS.";
    const { before, after } = await save("faq.json", faq);
    const { removed, added } = diff(before, after);
    expect(removed).toHaveLength(1);
    expect(added).toEqual([expect.stringMatching(/^\s+"answer": "An answer edited in the CMS\."$/)]);
    expect(JSON.parse(after)).toEqual(faq);
  });

  test("adding a community event adds only the new entry's lines", async () => {
    const file = `community-events/${fs.readdirSync(path.join(ROOT, "data/community-events"))[0]}`;
    const events: Json[] = read(file);
    const added = { ...events[events.length - 1], eventId: "added-in-the-cms", title: "An event added in the CMS" };
    // Optional fields the editor left empty reach the backend as empty strings.
    const { before, after } = await save(file, [...events, { ...added, subtitle: "" }]);
    // Lines added, none removed (git shows the previous entry's new comma as part of the addition).
    expect(diff(before, after).removed).toEqual([]);
    expect(JSON.parse(after)).toEqual([...events, added]);
    // In the key order and layout of its neighbour: the entry's lines are the previous entry's, key for key.
    const entryLines = (text: string, index: number) => {
      const lines = text.trimEnd().split("\n");
      const starts = lines.flatMap((line, at) => (line === "  {" ? [at] : []));
      return lines.slice(starts[index], starts[index + 1] ?? -1).map((line) => line.replace(/:.*|"[^"]*"/g, ""));
    };
    expect(entryLines(after, events.length)).toEqual(entryLines(before, events.length - 1));
  });

  test("removing an FAQ question removes only its lines", async () => {
    const faq = read("faq.json");
    const index = Math.floor(faq.questions.length / 2);
    const [gone] = faq.questions.splice(index, 1);
    const { before, after } = await save("faq.json", faq);
    const { removed, added } = diff(before, after);
    expect(added).toEqual([]);
    expect(removed.join("\n")).toContain(JSON.stringify(gone.answer));
    expect(removed).toHaveLength(Object.keys(gone).length + 2);
    expect(JSON.parse(after)).toEqual(faq);
  });

  /** Every list in a JSON value, by path, and one string field of its middle entry to edit. */
  const editableLeaves = (value: Json, at: (string | number)[] = []): (string | number)[][] => {
    if (Array.isArray(value)) {
      const middle = Math.floor(value.length / 2);
      const inside = value.length > 0 ? editableLeaves(value[middle], [...at, middle]) : [];
      return typeof value[middle] === "string" ? [[...at, middle], ...inside] : inside;
    }
    if (!value || typeof value !== "object") return [];
    const entries = Object.entries(value);
    const text = entries.find(([, item]) => typeof item === "string");
    return [
      ...(text ? [[...at, text[0]]] : []),
      ...entries.flatMap(([key, item]) => (item && typeof item === "object" ? editableLeaves(item, [...at, key]) : [])),
    ];
  };

  const dataFiles = (dir: string): string[] =>
    fs
      .readdirSync(path.join(ROOT, "data", dir), { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory()
          ? dataFiles(path.join(dir, entry.name))
          : entry.name.endsWith(".json")
            ? [path.join(dir, entry.name)]
            : [],
      );

  test.each(dataFiles(""))("one field of any entry of any list in data/%s changes one line", async (file) => {
    const content = read(file);
    const leaves = editableLeaves(content);
    expect(leaves.length).toBeGreaterThan(0);
    for (const leaf of leaves) {
      const edited = structuredClone(content);
      const owner = leaf.slice(0, -1).reduce((node: Json, key) => node[key], edited);
      owner[leaf[leaf.length - 1]] = "Edited in the CMS";
      const { before, after } = await save(file, edited);
      const { removed, added } = diff(before, after);
      expect({ leaf, removed: removed.length, added }).toEqual({
        leaf,
        removed: 1,
        added: [expect.stringContaining('"Edited in the CMS"')],
      });
    }
  });
});
