/**
 * The mails to a registrant under `deno test` (scripts/test.ts, "test sender"): each carries the event's calendar
 * file under one UID, a change with a higher SEQUENCE, a withdrawn event as METHOD:CANCEL; the cancel link where a
 * place can still be given up. The words are data/notifications.json's, through mail-content.json.
 */
import content from "../_shared/mail-content.json" with { type: "json" };
import { londonTexts } from "../_shared/london-time.ts";
import { cancelLink, registrationLink } from "../_shared/registration-links.ts";
import { type EventDetails, type Kind, renderMail } from "./templates.ts";

const assertEquals = (actual: unknown, expected: unknown) => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
};

const context = { siteUrl: "https://site.test", now: new Date("2026-11-27T12:00:00Z") };
const event: EventDetails = {
  event_id: "revenue-1",
  title: "Pricing in a downturn",
  description: "A roundtable.",
  starts_at: "2027-01-26T15:00:00+00:00",
  duration_minutes: 90,
  location: null,
  page_path: "/communities/revenue/events/1",
  sequence: 0,
};
const registration = { first_name: "Ada", email: "ada@example.com", cancel_token: crypto.randomUUID() };

/** The calendar file's properties, unfolded. */
const calendarOf = (kind: Kind, details: EventDetails) => {
  const [file] = renderMail(kind, { ...registration, event: details }, context).attachments;
  const lines = file.content.replace(/\r\n /g, "").split("\r\n");
  const value = (name: string) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
  return { file, value };
};

Deno.test("an update moves the confirmation's calendar entry: the same UID, a higher SEQUENCE, the new start", () => {
  const confirmed = calendarOf("registration_confirmation", event);
  const moved = calendarOf("registration_update", { ...event, starts_at: "2027-01-27T16:00:00+00:00", sequence: 1 });
  assertEquals(moved.value("UID"), confirmed.value("UID"));
  assertEquals(confirmed.value("SEQUENCE"), undefined);
  assertEquals(moved.value("SEQUENCE"), "1");
  assertEquals(moved.value("DTSTART"), "20270127T160000Z");
  assertEquals(moved.value("METHOD"), "PUBLISH");
});

Deno.test("a withdrawn event's mail cancels the entry, and offers no cancel link or page", () => {
  const cancelled = calendarOf("registration_event_cancelled", { ...event, sequence: 2 });
  assertEquals(cancelled.value("METHOD"), "CANCEL");
  assertEquals(cancelled.value("STATUS"), "CANCELLED");
  assertEquals(cancelled.value("SEQUENCE"), "2");
  assertEquals(cancelled.value("UID"), calendarOf("registration_confirmation", event).value("UID"));
  assertEquals(cancelled.file.contentType, "text/calendar; charset=utf-8; method=CANCEL");
  const mail = renderMail("registration_event_cancelled", { ...registration, event }, context);
  assertEquals(mail.subject, content.texts.eventCancellation.subject.replace("{eventTitle}", event.title));
  assertEquals(mail.text.includes(registration.cancel_token), false);
  assertEquals(mail.text.includes(`${context.siteUrl}${event.page_path}`), false);
});

Deno.test("confirmation, reminder and update carry the registration's cancel link and the event's details", () => {
  const link = cancelLink(context.siteUrl, registration.cancel_token);
  for (const kind of ["registration_confirmation", "registration_reminder", "registration_update"] as const) {
    const mail = renderMail(kind, { ...registration, event }, context);
    assertEquals(
      [kind, mail.text.includes(`${content.texts.registrationConfirmation.cancelLabel}: ${link}`)],
      [kind, true],
    );
    assertEquals([kind, mail.html.includes(`href="${link}"`)], [kind, true]);
    assertEquals([kind, mail.text.includes(`${context.siteUrl}${event.page_path}`)], [kind, true]);
  }
  const reminder = renderMail("registration_reminder", { ...registration, event }, context);
  assertEquals(reminder.subject, content.texts.registrationReminder.subject.replace("{eventTitle}", event.title));
});

Deno.test("the team's mail about a cancellation names the guest and the event", () => {
  const mail = renderMail(
    "registration_cancelled",
    { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", event_title: event.title, event },
    context,
  );
  assertEquals(mail.subject, content.texts.teamCancellation.subject.replace("{eventTitle}", event.title));
  assertEquals(mail.replyTo, "ada@example.com");
  assertEquals(mail.text.includes("Lovelace"), true);
});

Deno.test(
  "a waiting list offer says until when the seat is held, with the claim and leave links, and no calendar",
  () => {
    const offer = renderMail(
      "waiting_list_offer",
      { ...registration, offer_expires_at: "2027-01-20T18:30:00+00:00", event },
      context,
    );
    const by = londonTexts("2027-01-20T18:30:00+00:00");
    const promise = content.texts.waitingListOffer.paragraphs[1].replace(
      "{claimBy}",
      `${by.date}, ${by.time} ${by.timezone}`,
    );
    assertEquals(offer.text.includes(promise), true);
    assertEquals(
      offer.text.includes(
        `${content.texts.waitingListOffer.claimLabel}: ${registrationLink("claim", context.siteUrl, registration.cancel_token)}`,
      ),
      true,
    );
    assertEquals(
      offer.text.includes(
        `${content.texts.waitingListJoined.leaveLabel}: ${cancelLink(context.siteUrl, registration.cancel_token)}`,
      ),
      true,
    );
    assertEquals(offer.attachments, []);
    const joined = renderMail("waiting_list_joined", { ...registration, event }, context);
    assertEquals(joined.text.includes(content.texts.waitingListJoined.paragraphs[0]), true);
    assertEquals(joined.text.includes(registrationLink("claim", context.siteUrl, registration.cancel_token)), false);
    assertEquals(joined.attachments, []);
  },
);
