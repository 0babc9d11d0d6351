import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONTACT_TABLE, initialContactValues, toContactRow } from "../../src/forms/contact-schema";
import { CONTACT_LIMITS, REGISTRATION_LIMITS } from "../../src/forms/limits";
import { initialRegistrationValues, toRegistrationRow } from "../../src/forms/registration-schema";
import { CONTACT_CONSENT, contactRow, registrationRow } from "../support/fixtures";

const migrationsDir = path.join(__dirname, "../../supabase/migrations");
const sql = readdirSync(migrationsDir)
  .map((file) => readFileSync(path.join(migrationsDir, file), "utf8"))
  .join("\n");

/** The limit `private.is_email_address` holds every e-mail column to. */
const emailLimit = Number(
  /function private\.is_email_address[\s\S]*?char_length\(value\) <= (\d+)/.exec(sql)?.[1] ?? Number.NaN,
);

/** The length limits of one table's CHECK constraints (`private.is_filled_text(column, N)`, e-mail columns). */
const sqlLimits = (table: string): Record<string, number> => {
  const body = new RegExp(`create table public\\.${table} \\(([\\s\\S]*?)\\n\\);`).exec(sql)?.[1] ?? "";
  return Object.fromEntries([
    ...[...body.matchAll(/is_filled_text\((\w+), (\d+)\)/g)].map(([, column, limit]) => [column, Number(limit)]),
    ...[...body.matchAll(/is_email_address\((\w+)\)/g)].map(([, column]) => [column, emailLimit]),
  ]);
};

describe("field limits", () => {
  it("equal the database's for the contact table", () => {
    expect(sqlLimits(CONTACT_TABLE)).toEqual(CONTACT_LIMITS);
  });

  it("equal the database's for event registrations", () => {
    expect(sqlLimits("event_registrations")).toEqual(REGISTRATION_LIMITS);
  });
});

describe("rows sent to the database", () => {
  it("trim the contact form's text and store blank optional fields as null", () => {
    expect(
      toContactRow({
        ...initialContactValues,
        full_name: "  Grace Hopper ",
        email_address: " grace@example.com ",
        phone_number: "   ",
        company: " Navy ",
        website: "",
        reason_for_contact: "media",
        message: "\n Hello \n",
        [CONTACT_CONSENT]: true,
        nickname: "",
      }),
    ).toEqual({
      ...contactRow({ email_address: "grace@example.com", reason_for_contact: "media", message: "Hello" }),
      nickname: "",
    });
  });

  it("trim registrations, store blank optional fields as null and name the event", () => {
    expect(
      toRegistrationRow(
        {
          ...initialRegistrationValues,
          first_name: " Alan ",
          last_name: "Turing ",
          email: "alan@example.com",
          mobile: " ",
          job_title: " Mathematician",
          company: "",
          challenge: "  ",
          privacy_agreed: true,
        },
        { eventId: "revenue-1", eventTitle: "From MQLs to pipeline" },
      ),
    ).toEqual({
      ...registrationRow({
        email: "alan@example.com",
        challenge: null,
        event_id: "revenue-1",
        event_title: "From MQLs to pipeline",
      }),
      waiting_list: false,
      nickname: "",
    });
  });

  it("ask a full event's form to put the visitor on its waiting list", () => {
    const values = { ...initialRegistrationValues, first_name: "Ada", last_name: "L", email: "ada@example.com" };
    expect(toRegistrationRow(values, { eventId: "revenue-1", waitingList: true })).toEqual(
      expect.objectContaining({ event_id: "revenue-1", waiting_list: true }),
    );
  });
});
