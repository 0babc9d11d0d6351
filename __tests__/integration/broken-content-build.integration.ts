/** @jest-environment node */
import fs from "fs";
import path from "path";
import { positionAt } from "../../src/node/json-source";
import { buildProject, editJson, projectWithData, releaseProject } from "../support/project-copy";

/** `data/<file>:<line>:<column>` of the first occurrence of `text` in the (edited) file. */
const whereIs = (data: string, file: string, text: string, offset = 0): string => {
  const content = fs.readFileSync(path.join(data, file), "utf8");
  const { line, column } = positionAt(content, content.indexOf(text) + offset);
  return `data/${file}:${line}:${column}`;
};

const build = async (edit: (data: string) => string[]) => {
  let expected: string[] = [];
  const dir = projectWithData("broken-content", (data) => (expected = edit(data)));
  const result = await buildProject(dir).finally(() => releaseProject(dir));
  return { ...result, expected };
};

describe("gatsby build with broken content", () => {
  it("lists a JSON syntax error and a wrong type in another file at once, with line and column, no stack trace", async () => {
    const { status, output, expected } = await build((data) => {
      const faq = path.join(data, "faq.json");
      fs.writeFileSync(faq, fs.readFileSync(faq, "utf8").replace('"questionsTitle":', '"questionsTitle"'));
      editJson(path.join(data, "site.json"), (site) => (site.stats[0].value = "lots"));
      // The wording after "invalid JSON:" is V8's and differs between Node releases; file, line and column are ours.
      return [
        `${whereIs(data, "faq.json", '"questionsTitle"', '"questionsTitle" '.length)}: invalid JSON: `,
        `${whereIs(data, "site.json", '"lots"')}: field "stats[0].value" is "lots"; expected a whole number (no quotes)`,
      ];
    });
    expect(status).not.toBe(0);
    for (const message of expected) expect(output).toContain(message);
    expect(output).not.toContain("node_modules");
    expect(output).not.toContain("Unable to parse JSON");
  });

  // The rules' other messages (a missing field, an unknown person, several files at once) are tested on the content
  // pipeline without a build (__tests__/node/validate-content.test.ts). Links are checked once the content passes,
  // against the routes the build creates, so a broken one needs a build of its own.
  it("fails on a broken internal link in navigation and names the file, line, column and field", async () => {
    const { status, output, expected } = await build((data) => {
      editJson(path.join(data, "navigation.json"), (nav) => (nav.footer[0].links[0].href = "/nowhere"));
      return [
        `${whereIs(data, "navigation.json", '"/nowhere"')}: field "footer[0].links[0].href" links to "/nowhere", which is not a page of this site`,
      ];
    });
    expect(status).not.toBe(0);
    for (const message of expected) expect(output).toContain(message);
  });
});
