/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { syncContent } from "../../backend/content-sync.ts";
import { REGISTRATION_TABLE } from "../../src/forms/registration-schema";
import { registrationKey } from "../../src/lib/registration-key";
import { registrationRow } from "../support/fixtures";
import { postAsVisitor } from "../support/visitors";
import { REPO_ROOT, backendTargets, runSql, startBackend, type BackendUnderTest } from "./backend-process";

/**
 * Issue 42: calendars that stay true. An editor moves an event in data/ and the content sync runs; an editor
 * removes one; the reminder's time comes (the clock injected). Each sends one mail per active registrant through
 * the outbox, the event's details as they now are, with the calendar SEQUENCE the .ics carries
 * (supabase/functions/send-notifications/templates.test.ts checks the file the sender makes of them).
 */

interface CommunityEvent {
  eventId: string;
  title: string;
  startsAt: string;
  durationMinutes: number;
  capacity?: number;
}

/** A copy of the site's data/ the test edits as an editor would (the outbox's event details come from it). */
const editableData = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "calendar-updates-"));
  cpSync(path.join(REPO_ROOT, "data"), dir, { recursive: true });
  const fileOf = (community: string) => path.join(dir, "community-events", `${community}.json`);
  return {
    dir,
    events: (community: string): CommunityEvent[] => JSON.parse(readFileSync(fileOf(community), "utf8")),
    write: (community: string, events: CommunityEvent[]) =>
      writeFileSync(fileOf(community), `${JSON.stringify(events, null, 2)}\n`),
    reminderHours: (): number =>
      JSON.parse(readFileSync(path.join(dir, "notifications.json"), "utf8")).registrationReminder.hoursBefore,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
};

interface Mail {
  recipient: string;
  template_data: { event: { starts_at: string; sequence: number; page_path: string } | null };
}

describe.each(backendTargets())("calendar mails on %s", (_label, serverUrl) => {
  const data = editableData();
  let backend: BackendUnderTest;
  const sql = (text: string, values?: unknown[]) => runSql(backend.databaseUrl, text, values);
  const sync = () => syncContent(backend.databaseUrl, { dataDir: data.dir, siteDataDir: data.dir });

  // Two communities' upcoming events with seats: one to move, one to remove.
  const communities = ["revenue", "hr-leadership"];
  const upcomingOf = (community: string) =>
    data.events(community).filter((event) => event.capacity != null && new Date(event.startsAt) > new Date());
  const [moving, removing] = communities.map((community) => ({ community, event: upcomingOf(community)[0] }));
  const keyOf = ({ community, event }: typeof moving) => registrationKey(community, event.eventId);

  const register = async (target: typeof moving) => {
    const email = `guest.${randomUUID()}@example.com`;
    const answer = await postAsVisitor(
      backend,
      REGISTRATION_TABLE,
      registrationRow({ event_id: keyOf(target), event_title: target.event.title, email }),
    );
    expect(answer.status).toBe(201);
    return email;
  };

  const mails = async (kind: string, target: typeof moving) =>
    (
      await sql(
        `select n.recipient, n.template_data from private.notifications n
         join public.${REGISTRATION_TABLE} r on r.id = n.submission_id
         where n.kind = $1 and r.event_id = $2 order by n.recipient`,
        [kind, keyOf(target)],
      )
    ).rows as unknown as Mail[];

  beforeAll(async () => {
    backend = await startBackend({ serverUrl, dataDir: data.dir });
  });
  afterAll(async () => {
    await backend?.stop();
    data.remove();
  });

  it("sends each active registrant of a moved event one update: the same event, SEQUENCE + 1, the new start", async () => {
    const guests = [await register(moving), await register(moving)].sort();
    const leaver = await register(moving);
    await sql(`select public.cancel_registration(cancel_token) from public.${REGISTRATION_TABLE} where email = $1`, [
      leaver,
    ]);
    const [confirmation] = (await mails("registration_confirmation", moving)).filter(
      (mail) => mail.recipient === guests[0],
    );
    expect(confirmation.template_data.event).toEqual(expect.objectContaining({ sequence: 0 }));

    const movedStart = new Date(Date.parse(moving.event.startsAt) + 26 * 3600_000).toISOString();
    data.write(
      moving.community,
      data
        .events(moving.community)
        .map((event) => (event.eventId === moving.event.eventId ? { ...event, startsAt: movedStart } : event)),
    );
    await sync();
    const updates = await mails("registration_update", moving);
    expect(updates.map((mail) => mail.recipient)).toEqual(guests);
    for (const { template_data } of updates) {
      expect(template_data.event?.page_path).toBe(confirmation.template_data.event?.page_path);
      expect(template_data.event?.sequence).toBe(confirmation.template_data.event!.sequence + 1);
      expect(new Date(template_data.event!.starts_at).toISOString()).toBe(movedStart);
    }

    // A sync with nothing changed sends nothing more.
    await sync();
    expect(await mails("registration_update", moving)).toHaveLength(guests.length);
  });

  it("sends each active registrant of a removed event one cancellation, and no more on the next sync", async () => {
    const guests = [await register(removing), await register(removing)].sort();
    data.write(
      removing.community,
      data.events(removing.community).filter((event) => event.eventId !== removing.event.eventId),
    );
    await sync();
    const cancellations = await mails("registration_event_cancelled", removing);
    expect(cancellations.map((mail) => mail.recipient)).toEqual(guests);
    for (const { template_data } of cancellations) {
      expect(template_data.event).toEqual(expect.objectContaining({ sequence: 1 }));
    }
    await sync();
    expect(await mails("registration_event_cancelled", removing)).toHaveLength(guests.length);
  });

  it("reminds each active registrant once, at the set time before the event (clock injected)", async () => {
    const { rows } = await sql("select starts_at from public.events where event_key = $1", [keyOf(moving)]);
    const lead = data.reminderHours() * 3600_000;
    const startsAt = (rows[0].starts_at as Date).getTime();
    const remind = async (at: number) =>
      (await sql("select public.send_reminders($1) as n", [new Date(at).toISOString()])).rows[0].n as number;
    const active = (
      await sql(
        `select count(*)::int as n from public.${REGISTRATION_TABLE} where event_id = $1 and cancelled_at is null`,
        [keyOf(moving)],
      )
    ).rows[0].n as number;
    expect(active).toBeGreaterThan(0);

    expect(await remind(startsAt - lead - 60_000)).toBe(0);
    const before = (await mails("registration_reminder", moving)).length;
    await remind(startsAt - lead + 60_000);
    await remind(startsAt - lead + 120_000);
    const reminders = await mails("registration_reminder", moving);
    expect(reminders.length - before).toBe(active);
    expect(new Set(reminders.map((mail) => mail.recipient)).size).toBe(reminders.length);
    // After the event has begun, nobody is reminded.
    expect(await remind(startsAt + 60_000)).toBe(0);
  });
});
