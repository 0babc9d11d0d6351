/** @jest-environment node */
import { FILE_NAME_FIELDS, withFileNameFields } from "../../src/node/derived-fields";
import { contentModules } from "../../src/node/schema";

/** Every `field: String! @fileName` of the content schema, by node type. */
const fileNameFieldsInSdl = (): Record<string, string> => {
  const found: Record<string, string> = {};
  for (const { typeDefs } of contentModules)
    for (const [, type, body] of typeDefs.matchAll(/type (\w+)[^{]*\{([^}]*)\}/g))
      for (const [, field] of body.matchAll(/^\s*(\w+):[^\n]*@fileName\b/gm)) found[type] = field;
  return found;
};

describe("fields a node takes from its file's name", () => {
  it("are the ones the content schema marks @fileName", () => {
    expect(Object.keys(fileNameFieldsInSdl()).length).toBeGreaterThan(0);
    expect(FILE_NAME_FIELDS).toEqual(fileNameFieldsInSdl());
  });

  it("are added to the nodes that node-side code reads without a query", () => {
    const [type, field] = Object.entries(FILE_NAME_FIELDS)[0];
    const files: Record<string, { relativePath: string }> = { f1: { relativePath: "folder/north.json" } };
    const nodes = withFileNameFields(
      (asked) => (asked === type ? [{ parent: "f1" }, { parent: "missing" }] : [{ parent: "f1" }]),
      (id) => files[id],
    );
    expect(nodes(type)).toEqual([{ parent: "f1", [field]: "north" }, { parent: "missing" }]);
    expect(nodes("OtherJson")).toEqual([{ parent: "f1" }]);
  });
});
