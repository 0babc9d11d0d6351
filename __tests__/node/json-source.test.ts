import { codeFrame, JsonSyntaxError, parseJsonSource, pathOf } from "../../src/node/json-source";

const TEXT = '{\n  "title": "FAQ",\n  "questions": [\n    { "question": "Why?", "answer": "Because." }\n  ]\n}\n';

describe("json-source", () => {
  it("finds the line and column of any value by its path", () => {
    const { value, positionOf } = parseJsonSource(TEXT);
    expect(value).toEqual(JSON.parse(TEXT));
    expect(positionOf(["title"])).toEqual({ line: 2, column: 12 });
    expect(positionOf(pathOf("questions[0].answer"))).toEqual({ line: 4, column: 37 });
  });

  it("points a missing field at the object that lacks it", () => {
    expect(parseJsonSource(TEXT).positionOf(pathOf("questions[0].source"))).toEqual({ line: 4, column: 5 });
  });

  it("turns a syntax error into a line, a column and a hint", () => {
    const broken = TEXT.replace('"title":', '"title"');
    expect(() => parseJsonSource(broken)).toThrow(JsonSyntaxError);
    try {
      parseJsonSource(broken);
    } catch (error) {
      expect((error as JsonSyntaxError).position).toEqual({ line: 2, column: 11 });
      expect((error as Error).message).toBe(
        "invalid JSON: expected ':' after property name (every field is written \"name\": value)",
      );
    }
  });

  it("frames the line with a caret under the column", () => {
    expect(codeFrame(TEXT, { line: 2, column: 12 })).toBe(
      ["  1 | {", '> 2 |   "title": "FAQ",', "    |            ^"].join("\n"),
    );
  });
});
