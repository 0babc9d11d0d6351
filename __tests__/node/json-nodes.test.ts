/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import type { Node } from "gatsby";
import { onCreateNode, rememberDataFiles } from "../../src/node/json-nodes";
import { formatProblem } from "../../src/node/content-loader";
import { validateData } from "../../src/node/validate-content";
import { contentModules } from "../../src/node/schema";

const DATA = path.resolve(__dirname, "../../data");
const FAQ = fs.readFileSync(path.join(DATA, "faq.json"), "utf8");
/** The typo of the issue: a colon dropped after a field name. */
const BROKEN = FAQ.replace('"questionsTitle":', '"questionsTitle"');

/**
 * Gatsby's arguments to onCreateNode for data/faq.json as gatsby-source-filesystem makes its File node, saved with
 * `text`; createNode records the nodes the transformer makes, reporter what a developer sees in the terminal.
 */
const saveFaq = async (text: string) => {
  const created: Record<string, unknown>[] = [];
  const errors: string[] = [];
  const file = {
    id: "file-faq",
    parent: null,
    children: [],
    internal: { type: "File", mediaType: "application/json", contentDigest: text, owner: "gatsby-source-filesystem" },
    absolutePath: path.join(DATA, "faq.json"),
    relativePath: "faq.json",
    relativeDirectory: "",
    name: "faq",
    sourceInstanceName: "data",
  } as unknown as Node;
  await onCreateNode!(
    {
      node: file,
      loadNodeContent: async () => text,
      actions: { createNode: (node: Record<string, unknown>) => created.push(node), createParentChildLink: () => {} },
      createNodeId: (seed: string) => seed,
      createContentDigest: (value: unknown) => JSON.stringify(value),
      reporter: { error: (message: string) => errors.push(message) },
    } as never,
    { plugins: [] },
    () => undefined,
  );
  return { created, errors };
};

describe("data files under gatsby develop (src/node/json-nodes.ts)", () => {
  it("become nodes through gatsby-transformer-json, typed after their file", async () => {
    const { created, errors } = await saveFaq(FAQ);
    expect(errors).toEqual([]);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ ...JSON.parse(FAQ), internal: { type: "FaqJson" } });
  });

  it("report a save that is not JSON exactly as the build does (file, line, column, frame), with no node_modules frame, and keep the content Gatsby started with", async () => {
    // Gatsby reuses the nodes of unchanged files from its cache: the first save it sees of faq.json is the broken one.
    rememberDataFiles(DATA);
    const { created, errors } = await saveFaq(BROKEN);

    // What `gatsby build` prints for the same file (src/node/check-content.ts), computed on a copy of data/.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "json-nodes-"));
    fs.writeFileSync(path.join(copy, "faq.json"), BROKEN);
    const [buildProblem] = validateData(contentModules, copy).filter((problem) => problem.file === "faq.json");
    fs.rmSync(copy, { recursive: true, force: true });
    const asBuilt = formatProblem(buildProblem);
    expect(asBuilt).toMatch(/^data\/faq\.json:\d+:\d+: invalid JSON: /);

    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(asBuilt);
    expect(errors[0]).not.toContain("node_modules");
    expect(errors[0]).not.toContain("Unable to parse JSON");
    // The page keeps what the file said before the broken save.
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject(JSON.parse(FAQ));
  });

  it("keep the last good save, not the first one, while the file stays broken", async () => {
    const edited = FAQ.replace(/"questionsTitle": "[^"]*"/, '"questionsTitle": "Saved a moment ago"');
    await saveFaq(edited);
    const { created } = await saveFaq(BROKEN);
    expect(created[0]).toMatchObject(JSON.parse(edited));
  });

  it("report a save that parses but breaks a rule of the build (file, line, field), once the file has changed under develop", async () => {
    rememberDataFiles(DATA);
    const faq = JSON.parse(FAQ);
    const { questionsTitle: _title, ...withoutTitle } = faq;
    const { created, errors } = await saveFaq(JSON.stringify(withoutTitle, null, 2));
    expect(created).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Content in data\/ has 1 problem; the build and the database sync refuse it:/);
    expect(errors[0]).toContain('data/faq.json:1:1: field "questionsTitle" is required');
    expect((await saveFaq(FAQ)).errors).toEqual([]);
  });
});
