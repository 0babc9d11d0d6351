/** @jest-environment node */
import { mailDevBin, startMailDev } from "../../backend/maildev.ts";
import contactTable from "../../src/forms/contact-table.json";
import { TEAM_MAILS_PER_HOUR } from "../../src/forms/limits";
import { contactRow } from "../support/fixtures";
import { newClientAddress, postAsVisitor } from "../support/visitors";
import { HANG_MS, waitFor } from "../support/wait";
import { type BackendUnderTest, REPO_ROOT, backendTargets, runSql, startBackend } from "./backend-process";
import { readData } from "../support/data";

const site = readData<typeof import("../../data/site.json")>("site.json");
const texts = readData<typeof import("../../data/notifications.json")>("notifications.json");

/**
 * Issue 40: the team hears of a burst once. Beyond TEAM_MAILS_PER_HOUR team mails an hour, further submissions
 * are gathered into one digest mail, sent team_digest_minutes after the first of them; nothing is lost.
 */

const CONTACT_TABLE = contactTable.name;
const BURST = 200;
const CLIENTS = 40;

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

describe.each(backendTargets())("team mail on %s", (_label, serverUrl) => {
  let backend: BackendUnderTest;
  let maildev: Awaited<ReturnType<typeof startMailDev>>;

  beforeAll(async () => {
    maildev = await startMailDev({ bin: mailDevBin(REPO_ROOT), timeoutMs: HANG_MS });
    backend = await startBackend({ serverUrl, smtpUrl: maildev.smtpUrl });
  });
  afterAll(async () => {
    await backend?.stop();
    await maildev?.stop();
  });

  const caught = async (): Promise<CaughtMail[]> => (await fetch(`${maildev.webUrl}/api/email`)).json();
  const toTeam = (mails: CaughtMail[]) =>
    mails.filter((mail) => mail.to.some((recipient) => recipient.address === site.contactEmail));
  const teamMailSubject = texts.teamContact.subject.split("{")[0];
  const digestSubject = texts.teamDigest.subject.split("{count}")[1];

  it("sends at most the hour's team mails for a burst, then digests that name every other submission", async () => {
    expect(
      Number(
        (await runSql(backend.databaseUrl, "select team_mails_per_hour as n from private.submission_settings")).rows[0]
          .n,
      ),
    ).toBe(TEAM_MAILS_PER_HOUR);
    const clients = Array.from({ length: CLIENTS }, () => newClientAddress());
    const rows = Array.from({ length: BURST }, () => contactRow());
    const statuses: number[] = [];
    for (let start = 0; start < rows.length; start += 25) {
      const batch = rows.slice(start, start + 25);
      statuses.push(
        ...(await Promise.all(
          batch.map(async (row, index) => {
            const client = clients[(start + index) % CLIENTS];
            return (await postAsVisitor(backend, CONTACT_TABLE, row, { client })).status;
          }),
        )),
      );
    }
    expect(statuses).toEqual(Array(BURST).fill(201));
    const stored = (
      await runSql(backend.databaseUrl, `select id::text from public.${CONTACT_TABLE} where email_address = any($1)`, [
        rows.map((row) => row.email_address),
      ])
    ).rows as { id: string }[];
    expect(stored).toHaveLength(BURST);

    // The digest waits its quarter of an hour: bring it forward, as the clock would.
    await runSql(
      backend.databaseUrl,
      "update private.notifications set next_attempt_at = now() where kind = 'team_digest'",
    );
    await waitFor(async () => {
      const team = toTeam(await caught());
      const digests = team.filter((mail) => mail.subject.endsWith(digestSubject));
      return digests.length > 0 && team.length >= TEAM_MAILS_PER_HOUR + digests.length;
    });
    // A few runs of the sender later, nothing more has come.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const team = toTeam(await caught());
    const single = team.filter((mail) => mail.subject.startsWith(teamMailSubject));
    const digests = team.filter((mail) => mail.subject.endsWith(digestSubject));
    expect(single.length).toBeLessThanOrEqual(TEAM_MAILS_PER_HOUR);
    expect(digests.length).toBeGreaterThanOrEqual(1);
    // Besides these, the team hears only that visitor mail is held (200 acknowledgements pass its hourly limit).
    const alert = texts.visitorMailHeld.subject.split("{")[0];
    expect(team.filter((mail) => !mail.subject.startsWith(alert))).toHaveLength(single.length + digests.length);

    // Every submission is named: in its own team mail, or in a digest (which counts them and points to the list).
    const named = (mail: CaughtMail) => stored.filter(({ id }) => mail.text.includes(id)).map(({ id }) => id);
    const inSingles = single.flatMap(named);
    const inDigests = digests.flatMap(named);
    expect(new Set([...inSingles, ...inDigests]).size).toBe(BURST);
    expect(inSingles.length + inDigests.length).toBe(BURST);
    for (const digest of digests) {
      expect(digest.text).toContain("npm run submissions");
      expect(digest.subject).toBe(texts.teamDigest.subject.replace("{count}", String(named(digest).length)));
    }
  });
});
