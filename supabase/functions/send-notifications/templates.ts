/**
 * The one template module: what each outbox row's mail says, as plain text and simple HTML. The words come from
 * data/notifications.json, the site's name and phone from data/site.json, the contact reasons' labels from the
 * form's list, all three through ../_shared/mail-content.json (backend/function-content.ts writes it). Given the
 * row, the site's address and the time, the mail is always the same. Every mail has one branded HTML layout (a
 * single column at most 600 px wide that narrows with the window, inline styles only, as mail programs need) and
 * the same content as text.
 */
import { buildIcs } from "../_shared/ics.ts";
import { londonTexts } from "../_shared/london-time.ts";
import { cancelLink, registrationLink } from "../_shared/registration-links.ts";
import content from "../_shared/mail-content.json" with { type: "json" };

const { site, texts, contactReasons: reasons } = content;

export type Kind =
  | "contact_team"
  | "contact_acknowledgement"
  | "registration_team"
  | "registration_confirmation"
  | "registration_duplicate"
  | "registration_cancelled"
  | "registration_update"
  | "registration_event_cancelled"
  | "registration_reminder"
  | "waiting_list_joined"
  | "waiting_list_offer"
  | "team_digest"
  | "visitor_mail_held";

/** private.notification_events as the trigger copies it into a registration's template data. */
export interface EventDetails {
  event_id: string;
  title: string;
  description: string;
  starts_at: string;
  duration_minutes: number;
  location: string | null;
  page_path: string;
  /** The event's calendar SEQUENCE (public.events.calendar_sequence); absent in rows queued before it existed. */
  sequence?: number;
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

/** The reason for contact as the visitor chose it in the form, not the code the table stores. */
const reasonLabel = (code: unknown): string => reasons.find((reason) => reason.value === code)?.label ?? show(code);

type Block =
  { paragraph: string } | { fields: [label: string, value: string][] } | { link: [label: string, href: string] };

/** The brand's colours (src/styles/_tokens.scss), inline: mail programs drop style sheets. */
const INK = "#0f172a";
const BRAND = "#1d4ed8";
const MUTED = "#475569";
const PAGE = "#f1f5f9";
const FONT = "font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5";

/** The layout around every mail's content: the brand's band on top, the site's address in the footer. */
const layout = (subject: string, content: string, siteUrl: string): string => {
  const link = (href: string, label: string, colour: string) =>
    `<a href="${escapeHtml(href)}" style="color:${colour}">${escapeHtml(label)}</a>`;
  return [
    `<!doctype html>`,
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${PAGE}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}"><tr><td align="center" style="padding:16px 8px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;color:${INK};${FONT}">`,
    `<tr><td style="background:${BRAND};padding:16px 24px;font-size:18px;font-weight:bold">${link(siteUrl, site.brandName, "#ffffff")}</td></tr>`,
    `<tr><td style="padding:24px;overflow-wrap:anywhere">\n${content}\n</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:13px;color:${MUTED}">`,
    `${escapeHtml(site.brandName)} · ${link(siteUrl, new URL(siteUrl).host, MUTED)}</td></tr>`,
    `</table></td></tr></table></body></html>`,
    ``,
  ].join("\n");
};

/** One list of blocks, written out twice: as text and as HTML in the brand's layout. */
const compose = (
  subject: string,
  blocks: Block[],
  siteUrl: string,
): { subject: string; text: string; html: string } => {
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
          ? // Label above value, not beside it: a narrow window keeps the whole width for the value.
            block.fields
              .map(
                ([label, value]) =>
                  `<p style="margin:0 0 12px"><span style="font-size:13px;font-weight:bold;color:${MUTED}">${escapeHtml(label)}</span><br>` +
                  `<span style="white-space:pre-wrap">${escapeHtml(value)}</span></p>`,
              )
              .join("\n")
          : `<p><a href="${escapeHtml(block.link[1])}" style="color:${BRAND};font-weight:bold">${escapeHtml(block.link[0])}</a></p>`,
    )
    .join("\n");
  const footer = `--\n${site.brandName}\n${siteUrl}`;
  return { subject, text: `${text}\n\n${footer}\n`, html: layout(subject, html, siteUrl) };
};

/**
 * The submitted form fields, labelled and ordered as data/notifications.json lists them, the reason as the visitor
 * chose it. Columns it does not list (the honeypot, the idempotency key) are the server's business, not the team's.
 */
const submittedFields = (data: TemplateData): [string, string][] =>
  texts.fieldLabels
    .filter(({ field }) => field in data)
    .map(({ field, label }) => [label, field === "reason_for_contact" ? reasonLabel(data[field]) : show(data[field])]);

const calendarFile = (event: EventDetails, where: string, context: MailContext, method: "PUBLISH" | "CANCEL") => {
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
        sequence: event.sequence,
      },
      { productName: site.brandName, stamp: context.now, method },
    ),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
};

/** The words of each mail to a registrant, and whether it carries the calendar note and the cancel link. */
const registrantMail = (kind: RegistrantKind) => {
  const labels = texts.registrationConfirmation;
  switch (kind) {
    case "registration_confirmation":
      return { ...labels, paragraphs: [labels.intro], calendarNote: true, cancelLink: true };
    case "registration_duplicate":
      return { ...texts.registrationDuplicate, calendarNote: true, cancelLink: true };
    case "registration_reminder":
      return { ...texts.registrationReminder, calendarNote: true, cancelLink: true };
    // Their own paragraphs say what the attached file does.
    case "registration_update":
      return { ...texts.registrationUpdate, calendarNote: false, cancelLink: true };
    case "registration_event_cancelled":
      return { ...texts.eventCancellation, calendarNote: false, cancelLink: false };
  }
};

type RegistrantKind =
  | "registration_confirmation"
  | "registration_duplicate"
  | "registration_reminder"
  | "registration_update"
  | "registration_event_cancelled";

export const renderMail = (kind: Kind, data: TemplateData, context: MailContext): Mail => {
  const signOff = { paragraph: fill(texts.signOff, { brandName: site.brandName }) };
  const eventTitle = data.event?.title ?? show(data.event_title);

  switch (kind) {
    case "contact_team":
    case "registration_team":
    case "registration_cancelled": {
      const mail =
        kind === "contact_team"
          ? texts.teamContact
          : kind === "registration_team"
            ? texts.teamRegistration
            : texts.teamCancellation;
      const page = data.event ? `${context.siteUrl}${data.event.page_path}` : undefined;
      return {
        ...compose(
          fill(mail.subject, { reason: reasonLabel(data.reason_for_contact), eventTitle }),
          [
            { paragraph: mail.intro },
            { fields: submittedFields(data) },
            ...(page ? [{ link: [texts.registrationConfirmation.pageLabel, page] as [string, string] }] : []),
          ],
          context.siteUrl,
        ),
        replyTo: show(data.email_address ?? data.email) || undefined,
        attachments: [],
      };
    }
    case "contact_acknowledgement": {
      const mail = texts.contactAcknowledgement;
      const values = { name: show(data.full_name), brandName: site.brandName, phone: site.contactPhone };
      return {
        ...compose(
          fill(mail.subject, values),
          [
            { paragraph: fill(mail.greeting, values) },
            ...mail.paragraphs.map((paragraph) => ({ paragraph: fill(paragraph, values) })),
            signOff,
          ],
          context.siteUrl,
        ),
        attachments: [],
      };
    }
    case "team_digest": {
      const mail = texts.teamDigest;
      const values = { count: show(data.count), limit: show(data.limit) };
      const items = (data.items ?? []) as { kind: string; submission_id: string; received_at: string }[];
      return {
        ...compose(
          fill(mail.subject, values),
          [
            ...mail.paragraphs.map((paragraph) => ({ paragraph: fill(paragraph, values) })),
            {
              fields: items.map(({ kind, submission_id, received_at }) => {
                const london = londonTexts(received_at);
                return [
                  kind === "contact" ? mail.contactLabel : mail.registrationLabel,
                  `${london.date}, ${london.time} ${london.timezone} · ${submission_id}`,
                ] as [string, string];
              }),
            },
          ],
          context.siteUrl,
        ),
        attachments: [],
      };
    }
    case "waiting_list_joined":
    case "waiting_list_offer": {
      // No calendar file: a place on the list is not a place at the event.
      const labels = texts.registrationConfirmation;
      const joined = kind === "waiting_list_joined";
      const mail = joined ? texts.waitingListJoined : texts.waitingListOffer;
      const claimBy = londonTexts(show(data.offer_expires_at) || context.now.toISOString());
      const values = {
        name: show(data.first_name),
        eventTitle,
        claimBy: `${claimBy.date}, ${claimBy.time} ${claimBy.timezone}`,
      };
      const event = data.event;
      const london = event ? londonTexts(event.starts_at) : undefined;
      const token = typeof data.cancel_token === "string" ? data.cancel_token : undefined;
      return {
        ...compose(
          fill(mail.subject, values),
          [
            { paragraph: fill(mail.greeting, values) },
            ...mail.paragraphs.map((paragraph) => ({ paragraph: fill(paragraph, values) })),
            ...(!joined && token
              ? [
                  {
                    link: [texts.waitingListOffer.claimLabel, registrationLink("claim", context.siteUrl, token)] as [
                      string,
                      string,
                    ],
                  },
                ]
              : []),
            ...(event && london
              ? [
                  {
                    fields: [
                      [labels.whenLabel, `${london.date}, ${london.time} ${london.timezone}`],
                      [labels.whereLabel, event.location ?? labels.joiningNote],
                    ] as [string, string][],
                  },
                  { link: [labels.pageLabel, `${context.siteUrl}${event.page_path}`] as [string, string] },
                ]
              : []),
            ...(token
              ? [{ link: [texts.waitingListJoined.leaveLabel, cancelLink(context.siteUrl, token)] as [string, string] }]
              : []),
            signOff,
          ],
          context.siteUrl,
        ),
        attachments: [],
      };
    }
    case "visitor_mail_held": {
      const mail = texts.visitorMailHeld;
      const values = { limit: show(data.limit) };
      return {
        ...compose(
          fill(mail.subject, values),
          mail.paragraphs.map((paragraph) => ({ paragraph: fill(paragraph, values) })),
          context.siteUrl,
        ),
        attachments: [],
      };
    }
    case "registration_confirmation":
    case "registration_duplicate":
    case "registration_reminder":
    case "registration_update":
    case "registration_event_cancelled": {
      const labels = texts.registrationConfirmation;
      const mail = registrantMail(kind);
      const values = { name: show(data.first_name), eventTitle, brandName: site.brandName };
      const event = data.event;
      const where = event ? (event.location ?? labels.joiningNote) : "";
      const london = event ? londonTexts(event.starts_at) : undefined;
      const cancelled = kind === "registration_event_cancelled";
      return {
        ...compose(
          fill(mail.subject, values),
          [
            { paragraph: fill(mail.greeting, values) },
            ...mail.paragraphs.map((paragraph) => ({ paragraph: fill(paragraph, values) })),
            ...(event && london
              ? [
                  {
                    fields: [
                      [labels.whenLabel, `${london.date}, ${london.time} ${london.timezone}`],
                      [labels.whereLabel, where],
                    ] as [string, string][],
                  },
                  ...(cancelled
                    ? []
                    : [{ link: [labels.pageLabel, `${context.siteUrl}${event.page_path}`] as [string, string] }]),
                  ...(mail.calendarNote ? [{ paragraph: labels.calendarNote }] : []),
                ]
              : []),
            // The registration's own link (the database's token): one step frees the seat.
            ...(mail.cancelLink && typeof data.cancel_token === "string"
              ? [{ link: [labels.cancelLabel, cancelLink(context.siteUrl, data.cancel_token)] as [string, string] }]
              : []),
            signOff,
          ],
          context.siteUrl,
        ),
        attachments: event ? [calendarFile(event, where, context, cancelled ? "CANCEL" : "PUBLISH")] : [],
      };
    }
  }
};
