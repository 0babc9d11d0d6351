// Generated from src/lib/ics.ts by the build (src/node/edge-function-files.ts): edit that file, not this one.
/**
 * iCalendar (RFC 5545) files for "Add to calendar". Times are written in UTC,
 * which every calendar converts to the reader's zone, so BST and GMT dates are
 * both exact without shipping a VTIMEZONE definition.
 */
export interface CalendarEvent {
  /** Globally unique and stable, so re-importing updates rather than duplicates. */
  uid: string;
  title: string;
  description: string;
  /** ISO date-time with offset. */
  startsAt: string;
  durationMinutes: number;
  location: string;
  url: string;
  /** How many times the event has changed since first published (SEQUENCE): a calendar keeps the highest. */
  sequence?: number;
}

export interface CalendarOptions {
  productName: string;
  /** When the file was generated (DTSTAMP). */
  stamp: Date;
  /** CANCEL removes the event (UID) from a calendar that holds it; PUBLISH (the default) adds or updates it. */
  method?: "PUBLISH" | "CANCEL";
}

const utc = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Backslash, semicolon, comma and newlines are special in TEXT values. */
export const escapeText = (value: string): string =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

const encoder = new TextEncoder();

/** Lines longer than 75 octets continue on lines that start with a space; never inside a character. */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
};

export const buildIcs = (event: CalendarEvent, { productName, stamp, method = "PUBLISH" }: CalendarOptions): string => {
  const start = new Date(event.startsAt);
  if (Number.isNaN(start.getTime())) throw new Error(`Invalid start "${event.startsAt}" for ${event.uid}`);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(productName)}//Events//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    ...(event.sequence ? [`SEQUENCE:${event.sequence}`] : []),
    `DTSTAMP:${utc(stamp)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${event.url}`)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    ...(method === "CANCEL" ? ["STATUS:CANCELLED"] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
};
