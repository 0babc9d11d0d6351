/**
 * The one template module: what each outbox row's mail says, as plain text and simple HTML. The words come from
 * data/notifications.json; the site's name and phone from data/site.json. Given the row, the site's address and
 * the time, the mail is always the same.
 */
import { buildIcs } from "../../../src/lib/ics.ts";
import { londonTexts } from "../../../src/lib/london-time.ts";
import texts from "../../../data/notifications.json" with { type: "json" };
import site from "../../../data/site.json" with { type: "json" };

export type Kind =
  "contact_team" | "contact_acknowledgement" | "registration_team" | "registration_confirmation" | "visitor_mail_held";

/** private.notification_events as the trigger copies it into a registration's template data. */
export interface EventDetails {
  event_id: string;
  title: string;
  description: string;
  starts_at: string;
  duration_minutes: number;
  location: string | null;
  page_path: string;
}

/** The submitted row (every column) plus, for registrations, `event` (null when the event is not known). */
export type TemplateData = Record<string, unknown> & { event?: EventDetails | null };

export interface MailContext {
  /** The site's public address, without a trailing slash. */
  siteUrl: string;
  /** DTSTAMP of the calendar file. */
  now: Date;
}

export interface Mail {
  subject: string;
  text: string;
  html: string;
  /** Team mail: the visitor, so a reply goes to them. */
  replyTo?: string;
  attachments: { filename: string; content: string; contentType: string }[];
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

const escapeHtml = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const show = (value: unknown): string =>
  value === null || value === undefined ? "" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value);

type Block =
  { paragraph: string } | { fields: [label: string, value: string][] } | { link: [label: string, href: string] };

/** One list of blocks, written out twice: as text and as HTML. */
const compose = (blocks: Block[]): { text: string; html: string } => {
  const text = blocks
    .map((block) =>
      "paragraph" in block
        ? block.paragraph
        : "fields" in block
          ? block.fields.map(([label, value]) => `${label}: ${value}`).join("\n")
          : `${block.link[0]}: ${block.link[1]}`,
    )
    .join("\n\n");
  const html = blocks
    .map((block) =>
      "paragraph" in block
        ? `<p>${escapeHtml(block.paragraph)}</p>`
        : "fields" in block
          ? `<table>${block.fields
              .map(
                ([label, value]) =>
                  `<tr><th align="left" valign="top">${escapeHtml(label)}</th>` +
                  `<td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
              )
              .join("")}</table>`
          : `<p>${escapeHtml(block.link[0])}: <a href="${escapeHtml(block.link[1])}">${escapeHtml(block.link[1])}</a></p>`,
    )
    .join("\n");
  return { text: `${text}\n`, html: `<!doctype html>\n<html><body>\n${html}\n</body></html>\n` };
};

/**
 * The submitted form fields, labelled and ordered as data/notifications.json lists them. Columns it does not list
 * (the honeypot, the idempotency key) are the server's business, not the team's.
 */
const submittedFields = (data: TemplateData): [string, string][] =>
  texts.fieldLabels.filter(({ field }) => field in data).map(({ field, label }) => [label, show(data[field])]);

const calendarFile = (event: EventDetails, where: string, context: MailContext) => {
  const url = `${context.siteUrl}${event.page_path}`;
  return {
    // The site's own .ics for this page uses the same UID, so importing both updates one calendar entry.
    filename: `${event.page_path.split("/").filter(Boolean).join("-")}.ics`,
    content: buildIcs(
      {
        uid: `${event.page_path.replace(/^\/+/, "").replace(/\//g, "-")}@${new URL(context.siteUrl).host}`,
        title: event.title,
        description: event.description,
        startsAt: event.starts_at,
        durationMinutes: event.duration_minutes,
        location: where,
        url,
      },
      { productName: site.brandName, stamp: context.now },
    ),
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
  };
};

export const renderMail = (kind: Kind, data: TemplateData, context: MailContext): Mail => {
  const signOff = { paragraph: fill(texts.signOff, { brandName: site.brandName }) };
  const eventTitle = data.event?.title ?? show(data.event_title);

  switch (kind) {
    case "contact_team":
    case "registration_team": {
      const mail = kind === "contact_team" ? texts.teamContact : texts.teamRegistration;
      return {
        subject: fill(mail.subject, { reason: show(data.reason_for_contact), eventTitle }),
        ...compose([{ paragraph: mail.intro }, { fields: submittedFields(data) }]),
        replyTo: show(data.email_address ?? data.email) || undefined,
        attachments: [],
      };
    }
    case "contact_acknowledgement": {
      const mail = texts.contactAcknowledgement;
      const values = { name: show(data.full_name), brandName: site.brandName, phone: site.contactPhone };
      return {
        subject: fill(mail.subject, values),
        ...compose([
          { paragraph: fill(mail.greeting, values) },
          ...mail.paragraphs.map((paragraph) => ({ paragraph: fill(paragraph, values) })),
          signOff,
        ]),
        attachments: [],
      };
    }
    case "visitor_mail_held": {
      const mail = texts.visitorMailHeld;
      const values = { limit: show(data.limit) };
      return {
        subject: fill(mail.subject, values),
        ...compose(mail.paragraphs.map((paragraph) => ({ paragraph: fill(paragraph, values) }))),
        attachments: [],
      };
    }
    case "registration_confirmation": {
      const mail = texts.registrationConfirmation;
      const values = { name: show(data.first_name), eventTitle, brandName: site.brandName };
      const event = data.event;
      const where = event ? (event.location ?? mail.joiningNote) : "";
      const london = event ? londonTexts(event.starts_at) : undefined;
      return {
        subject: fill(mail.subject, values),
        ...compose([
          { paragraph: fill(mail.greeting, values) },
          { paragraph: fill(mail.intro, values) },
          ...(event && london
            ? [
                {
                  fields: [
                    [mail.whenLabel, `${london.date}, ${london.time} ${london.timezone}`],
                    [mail.whereLabel, where],
                  ] as [string, string][],
                },
                { link: [mail.pageLabel, `${context.siteUrl}${event.page_path}`] as [string, string] },
                { paragraph: mail.calendarNote },
              ]
            : []),
          signOff,
        ]),
        attachments: event ? [calendarFile(event, where, context)] : [],
      };
    }
  }
};
