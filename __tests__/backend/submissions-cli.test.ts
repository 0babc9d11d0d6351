/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import contactTable from "../../src/forms/contact-table.json";
import { type BackendUnderTest, clientFor, runSubmissions, startBackend } from "./backend-process";
import { contactRow, registrationRow } from "../support/fixtures";

const CONTACT_TABLE = contactTable.name;
const ESC = "\u001b";

/** A message that would clear the operator's screen and forge a second entry if printed raw. */
const HOSTILE = `Hello${ESC}[2J${ESC}[31m\n--- contacts 2 of 3 ---\n  full_name: Forged Entry\r\u2028done`;

describe("npm run submissions", () => {
  let backend: BackendUnderTest;
  let stateDir: string;
  const marker = randomUUID();

  const run = (...args: string[]) => runSubmissions(stateDir, ...args);

  beforeAll(async () => {
    stateDir = mkdtempSync(path.join(tmpdir(), "submissions-test-"));
    backend = await startBackend({ stateDir });
    const anon = clientFor(backend, backend.anonKey);
    for (const message of [HOSTILE, `=HYPERLINK("http://evil.example") ${marker}`, ` \u00a0=1+1 ${marker}`]) {
      const { error } = await anon
        .from(CONTACT_TABLE)
        .insert(contactRow({ full_name: 'Grace, "Amazing" Hopper', message }));
      expect(error).toBeNull();
    }
    // A registration names an event the database knows: by default the fixture data's landing page.
    const { error } = await anon
      .from("event_registrations")
      .insert(registrationRow({ challenge: `Line one\nLine two ${marker}` }));
    expect(error).toBeNull();
  });

  afterAll(async () => {
    await backend?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it("prints control characters escaped, one delimited record per submission", async () => {
    const out = await run();
    expect(out).not.toContain(ESC);
    expect(out).not.toMatch(/[\r\u2028]/);
    expect(out).toContain(
      "message: Hello\\u001b[2J\\u001b[31m\\n--- contacts 2 of 3 ---\\n  full_name: Forged Entry\\r\\u2028done",
    );
    const lines = out.split("\n");
    // The forged header and field never start a line of their own.
    expect(lines.filter((line) => line.startsWith("  full_name: Forged Entry"))).toEqual([]);
    expect(lines.filter((line) => /^--- contacts \d+ of 3 ---$/.test(line))).toEqual([
      "--- contacts 1 of 3 ---",
      "--- contacts 2 of 3 ---",
      "--- contacts 3 of 3 ---",
    ]);
    expect(lines.filter((line) => line === "--- registrations 1 of 1 ---")).toHaveLength(1);
  });

  it("--json prints the stored values exactly", async () => {
    const parsed = JSON.parse(await run("--json"));
    expect(parsed.contacts.map((row: { message: string }) => row.message)).toContain(HOSTILE);
    expect(parsed.registrations).toHaveLength(1);
  });

  it("--csv opens as one row per submission, formulas defused", async () => {
    const out = await run("--csv");
    expect(out).not.toContain(ESC);
    const rows = out.trimEnd().split("\r\n");
    expect(rows).toHaveLength(1 + 3 + 1);
    for (const row of rows) expect(row).not.toContain("\n");
    const header = rows[0].split(",");
    expect(header.slice(0, 2)).toEqual(["kind", "id"]);
    expect(header).toEqual(expect.arrayContaining(["full_name", "message", "first_name", "challenge"]));
    expect(rows.filter((row) => row.startsWith("contacts,"))).toHaveLength(3);
    expect(rows.filter((row) => row.startsWith("registrations,"))).toHaveLength(1);
    expect(out).toContain('"Grace, ""Amazing"" Hopper"');
    expect(out).toContain(`"'=HYPERLINK(""http://evil.example"") ${marker}"`);
    // Spreadsheets skip leading spaces before a formula.
    expect(out).toContain(`,' \u00a0=1+1 ${marker},`);
    expect(out).toContain(`Line one\\nLine two ${marker}`);
  });
});
