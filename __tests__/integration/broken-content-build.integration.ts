/** @jest-environment node */
import fs from "fs";
import path from "path";
import { buildProject, editJson, projectWithData } from "../support/project-copy";

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
    async (_case, edit, message) => {
      const dir = projectWithData("broken-content", edit);
      const result = await buildProject(dir).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
      expect(result.status).not.toBe(0);
      expect(result.output).toContain(message);
    },
    150000,
  );
});
