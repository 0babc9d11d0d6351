/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { mailDevBin, startMailDev } from "../../backend/maildev.ts";
import contactTable from "../../src/forms/contact-table.json";
import { VISITOR_MAILS_PER_HOUR } from "../../src/forms/limits";
import { contactRow } from "../support/fixtures";
import { postAsVisitor } from "../support/visitors";
import { HANG_MS, waitFor } from "../support/wait";
import { type BackendUnderTest, REPO_ROOT, backendTargets, runSql, startBackend, useBackend } from "./backend-process";
import { readData } from "../support/data";

const site = readData<typeof import("../../data/site.json")>("site.json");
const texts = readData<typeof import("../../data/notifications.json")>("notifications.json");

const CONTACT_TABLE = contactTable.name;

/** Sends the contact requests `count` at a time (each from a client of its own); returns their HTTP statuses. */
const sendContacts = async (backend: BackendUnderTest, rows: Record<string, unknown>[], count = 25) => {
  const statuses: number[] = [];
  for (let start = 0; start < rows.length; start += count) {
    const batch = rows.slice(start, start + count);
    statuses.push(
      ...(await Promise.all(batch.map(async (row) => (await postAsVisitor(backend, CONTACT_TABLE, row)).status))),
    );
  }
  return statuses;
};

const outboxCount = async (backend: BackendUnderTest, where: string, values: unknown[] = []) =>
  Number(
    (await runSql(backend.databaseUrl, `select count(*) as n from private.notifications where ${where}`, values))
      .rows[0].n,
  );

describe.each(backendTargets())("mail to visitors on %s", (_label, serverUrl) => {
  describe("acknowledgements", () => {
    const backend = useBackend({ serverUrl });
    // One team mail per submission however many come: this test counts them (team-digest.test.ts the digest).
    beforeAll(() =>
      runSql(backend().databaseUrl, "update private.submission_settings set team_mails_per_hour = 1000000"),
    );

    it("go once in 24 hours to an address a thousand contact requests name, however spelt", async () => {
      const inbox = `victim.${randomUUID().slice(0, 8)}`;
      const spellings = [
        `${inbox}@example.com`,
        `${inbox.toUpperCase()}@EXAMPLE.COM`,
        `${inbox}+news@example.com`,
        `${inbox}@example.com.`,
        `\uff56${inbox.slice(1)}@example.com`, // a fullwidth first letter
      ];
      const rows = Array.from({ length: 1000 }, (_, index) =>
        contactRow({ email_address: spellings[index % spellings.length] }),
      );
      // Each from a client of its own: no limit per client or per address stops them, only the mail rule acts.
      expect(await sendContacts(backend(), rows)).toEqual(Array(1000).fill(201));

      expect(
        await outboxCount(backend(), "kind = 'contact_team' and template_data->>'email_address' = any($1)", [
          spellings,
        ]),
      ).toBe(1000);
      const acknowledged = await runSql(
        backend().databaseUrl,
        "select recipient from private.notifications where kind = 'contact_acknowledgement' and recipient_key = $1",
        [`${inbox}@example.com`],
      );
      // To the address as the first stored request typed it.
      expect(acknowledged.rows).toHaveLength(1);
      expect(spellings).toContain(acknowledged.rows[0].recipient);

      // A day later the address may be acknowledged again.
      await runSql(
        backend().databaseUrl,
        "update private.notifications set created_at = created_at - interval '24 hours 1 minute' where recipient_key = $1",
        [`${inbox}@example.com`],
      );
      expect(await sendContacts(backend(), [contactRow({ email_address: spellings[2] })])).toEqual([201]);
      expect(
        await outboxCount(backend(), "kind = 'contact_acknowledgement' and recipient_key = $1", [
          `${inbox}@example.com`,
        ]),
      ).toBe(2);
    });
  });

  describe("the hourly limit", () => {
    let backend: BackendUnderTest;
    let maildev: Awaited<ReturnType<typeof startMailDev>>;

    beforeAll(async () => {
      maildev = await startMailDev({ bin: mailDevBin(REPO_ROOT), timeoutMs: HANG_MS });
      backend = await startBackend({ serverUrl, smtpUrl: maildev.smtpUrl });
      // One team mail per submission: the mails are counted below (team-digest.test.ts tests the digest).
      await runSql(backend.databaseUrl, "update private.submission_settings set team_mails_per_hour = 1000000");
    });
    afterAll(async () => {
      await backend?.stop();
      await maildev?.stop();
    });

    interface CaughtMail {
      subject: string;
      to: { address: string }[];
    }
    const caught = async (): Promise<CaughtMail[]> => (await fetch(`${maildev.webUrl}/api/email`)).json();
    /** The mails MailDev holds once `done` says they are all there (or the wait ended a hang). */
    const caughtOnce = async (done: (mails: CaughtMail[]) => boolean) => {
      await waitFor(async () => done(await caught()));
      return caught();
    };
    const to = (mails: CaughtMail[], address: string) =>
      mails.filter((mail) => mail.to.some((recipient) => recipient.address === address));
    const acknowledgementSubject = texts.contactAcknowledgement.subject;
    const alertSubject = texts.visitorMailHeld.subject.replace("{limit}", String(VISITOR_MAILS_PER_HOUR));

    it("holds visitor mail beyond it, tells the team once, and sends the rest when the hour has passed", async () => {
      const extra = 15;
      const rows = Array.from({ length: VISITOR_MAILS_PER_HOUR + extra }, () => contactRow());
      expect(await sendContacts(backend, rows)).toEqual(Array(rows.length).fill(201));

      const expected = VISITOR_MAILS_PER_HOUR + rows.length + 1; // acknowledgements, team mails, one alert
      await caughtOnce((all) => all.length >= expected);
      // A few runs of the sender later, nothing more has come.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const mails = await caught();
      const acknowledgements = mails.filter((mail) => mail.subject === acknowledgementSubject);
      expect(acknowledgements).toHaveLength(VISITOR_MAILS_PER_HOUR);
      expect(to(mails, site.contactEmail).filter((mail) => mail.subject === alertSubject)).toHaveLength(1);
      expect(mails).toHaveLength(expected);
      expect(await outboxCount(backend, "kind = 'contact_acknowledgement' and state = 'pending'")).toBe(extra);

      // More requests while the limit holds: their team mail goes, their acknowledgement waits, no second alert.
      expect(await sendContacts(backend, [contactRow(), contactRow()])).toEqual([201, 201]);
      const later = await caughtOnce((all) => all.length >= expected + 2);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await caught()).toHaveLength(later.length);
      expect(later.filter((mail) => mail.subject === alertSubject)).toHaveLength(1);
      expect(await outboxCount(backend, "kind = 'contact_acknowledgement' and state = 'pending'")).toBe(extra + 2);

      // An hour on, the waiting acknowledgements go out, oldest first, and still no second alert.
      await runSql(backend.databaseUrl, "update private.notifications set sent_at = sent_at - interval '61 minutes'");
      const all = await caughtOnce((mails) => mails.length >= expected + 2 + extra + 2);
      expect(all.filter((mail) => mail.subject === acknowledgementSubject)).toHaveLength(rows.length + 2);
      expect(all.filter((mail) => mail.subject === alertSubject)).toHaveLength(1);
      // The sender marks a row sent once its server took the mail: a moment after MailDev has it.
      expect(await waitFor(async () => (await outboxCount(backend, "state <> 'sent'")) === 0)).toBe(true);
    });
  });
});
