import fs from "fs";
import path from "path";
import { DATA } from "./data";

/** The shortest string of data/ a test may not hold: shorter ones are words and labels any page may share. */
export const MIN_COPIED_LENGTH = 20;

/** Where the tests live: every file under it is read, code and fixtures alike. */
export const TESTS = path.join(__dirname, "..");

const filesUnder = (folder: string, ending: RegExp): string[] =>
  fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(folder, entry.name), ending)
        : ending.test(entry.name)
          ? [path.join(folder, entry.name)]
          : [],
    )
    .sort();

/** Every string value of the JSON files under `folder` with at least MIN_COPIED_LENGTH characters. */
export function dataTexts(folder = DATA): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === "string") {
      if (value.length >= MIN_COPIED_LENGTH) texts.add(value);
    } else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const file of filesUnder(folder, /\.json$/)) collect(JSON.parse(fs.readFileSync(file, "utf8")));
  return texts;
}

/** A text of data/ held by a test file, `count` times. */
export type Copy = { file: string; text: string; count: number };

/**
 * The texts of `texts` that the test files under `tests` hold (code, and JSON fixtures), with how often, by file
 * relative to `tests`. A text is also found as a JSON or JavaScript string literal writes it (quotes escaped).
 */
export function copiedTexts(texts: Iterable<string>, tests = TESTS): Copy[] {
  const copies: Copy[] = [];
  const forms = Array.from(texts, (text) => ({
    text,
    written: [...new Set([text, JSON.stringify(text).slice(1, -1), text.replace(/'/g, "\\'")])],
  }));
  for (const file of filesUnder(tests, /\.(m?[jt]sx?|json)$/)) {
    const source = fs.readFileSync(file, "utf8");
    for (const { text, written } of forms) {
      const count = written.reduce((sum, form) => sum + source.split(form).length - 1, 0);
      if (count > 0) copies.push({ file: path.relative(tests, file), text, count });
    }
  }
  return copies;
}
