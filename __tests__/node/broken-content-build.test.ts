/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

const ROOT = path.join(__dirname, "../..");
const PROJECT_FILES = [
  "data",
  "package.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "src",
  "static",
];

/** A copy of the project whose data/ we may break; only node_modules is linked (Gatsby's compiler rejects linked sources). */
const projectWithData = (edit: (dataDir: string) => void) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "broken-content-"));
  for (const name of PROJECT_FILES) {
    if (fs.existsSync(path.join(ROOT, name)))
      fs.cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  edit(path.join(dir, "data"));
  return dir;
};

const build = (dir: string) =>
  spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    encoding: "utf8",
    timeout: 120000,
  });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
const editJson = (file: string, edit: (content: any) => void) => {
  const content = JSON.parse(fs.readFileSync(file, "utf8"));
  edit(content);
  fs.writeFileSync(file, JSON.stringify(content, null, 2));
};

describe("gatsby build with broken content", () => {
  it.each([
    [
      "a missing required field",
      (data: string) => editJson(path.join(data, "site.json"), (site) => delete site.contactEmail),
      'data/site.json: field "contactEmail" is required',
    ],
    [
      "a broken internal link in navigation",
      (data: string) =>
        editJson(path.join(data, "navigation.json"), (nav) => (nav.footer[0].links[0].href = "/nowhere")),
      'data/navigation.json: field "footer[0].links[0].href" links to "/nowhere", which is not a page of this site',
    ],
    [
      "a programme with nine questions",
      (data: string) =>
        editJson(path.join(data, "programmes/ai-upskilling.json"), (programme) => programme.questions.pop()),
      'data/programmes/ai-upskilling.json: field "questions" must hold exactly ten questions (found 9)',
    ],
  ])(
    "fails on %s and names the file and the field",
    (_case, edit, message) => {
      const dir = projectWithData(edit);
      const result = build(dir);
      fs.rmSync(dir, { recursive: true, force: true });
      expect(result.status).not.toBe(0);
      expect(`${result.stdout}${result.stderr}`).toContain(message);
    },
    150000,
  );
});
