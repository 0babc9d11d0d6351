import fs from "fs";
import os from "os";
import path from "path";
import { aliases, listPageTypes } from "../src/routes";
import { copiedTexts, dataTexts, MIN_COPIED_LENGTH } from "./support/copied-text";
import { readData } from "./support/data";
import { SPEC_PROGRAMME_ROUTES } from "./support/spec";

/**
 * The texts of data/ a test may hold, each with the constant it comes from: the specification's, which the site must
 * keep whatever data/ says, and the site's fixed routes, which data/ links to and the code declares.
 */
const EXEMPT: { constant: string; texts: readonly string[] }[] = [
  // Spec §2: the programme routes; data/programmes/ names its files and slugs after them.
  {
    constant: "SPEC_PROGRAMME_ROUTES (__tests__/support/spec.ts)",
    texts: SPEC_PROGRAMME_ROUTES.map((r) => r.slice(1)),
  },
  // A test names a route, or imports a module named after it, by these.
  {
    constant: "the pages of src/pages/, the list pages (listPageTypes) and the aliases of src/routes.ts",
    texts: [
      ...fs
        .readdirSync(path.join(__dirname, "../src/pages"))
        .map((file) => `/${path.basename(file, path.extname(file))}`),
      ...listPageTypes.map(({ base }) => base),
      ...Object.keys(aliases),
    ],
  },
];

const texts = () => {
  const exempt = new Set(EXEMPT.flatMap(({ texts: held }) => held));
  return [...dataTexts()].filter((text) => !exempt.has(text));
};

describe("expectations from data/", () => {
  it(`no test holds a string of ${MIN_COPIED_LENGTH} or more characters copied from data/`, () => {
    const copies = copiedTexts(texts());
    expect(copies.map(({ file, text }) => `${file}: ${JSON.stringify(text)}`)).toEqual([]);
  });

  it("finds a copy seeded in a test file, as a literal and as an escaped one, and not a text from elsewhere", () => {
    const tests = fs.mkdtempSync(path.join(os.tmpdir(), "copied-text-"));
    try {
      const { siteUrl, defaultDescription: description } = readData<Record<string, string>>("site.json");
      const quoted = `${description.slice(0, MIN_COPIED_LENGTH - 1)}'s`;
      fs.mkdirSync(path.join(tests, "e2e"));
      fs.writeFileSync(
        path.join(tests, "e2e", "seeded.e2e.ts"),
        [
          `expect(page).toHaveText(${JSON.stringify(description)});`,
          `const other = "an expectation from elsewhere";`,
        ].join("\n"),
      );
      fs.writeFileSync(path.join(tests, "quoted.test.ts"), `const text = '${quoted.replace(/'/g, "\\'")}';`);
      expect(copiedTexts([description, quoted, siteUrl, "an expectation from nowhere at all"], tests)).toEqual([
        { file: path.join("e2e", "seeded.e2e.ts"), text: description, count: 1 },
        { file: "quoted.test.ts", text: quoted, count: 1 },
      ]);
    } finally {
      fs.rmSync(tests, { recursive: true, force: true });
    }
  });
});
