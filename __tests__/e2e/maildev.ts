import { expect } from "@playwright/test";

/** What MailDev's web API (npm maildev) tells about a caught mail. */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  attachments?: { filename?: string; generatedFileName?: string; contentType: string }[];
}

/** The mails to `address` that the MailDev at `mailDev` (its web address) caught. */
export const caughtIn = async (mailDev: string, address: string): Promise<CaughtMail[]> =>
  ((await (await fetch(`${mailDev}/api/email`)).json()) as CaughtMail[]).filter((mail) =>
    mail.to.some((to) => to.address === address),
  );

/** The text of a caught mail's first attachment. */
export const attachmentIn = async (mailDev: string, mail: CaughtMail): Promise<string> => {
  const [file] = mail.attachments ?? [];
  if (!file) throw new Error(`no attachment on "${mail.subject}"`);
  for (const name of [file.generatedFileName, file.filename].filter(Boolean) as string[]) {
    const response = await fetch(`${mailDev}/api/email/${mail.id}/attachment/${encodeURIComponent(name)}`);
    if (response.ok) return response.text();
  }
  throw new Error(`attachment of "${mail.subject}" could not be read`);
};

/** The first VEVENT of an iCalendar file as name → value (folded lines joined, TEXT escapes undone). */
export const parseIcs = (ics: string): Record<string, string> => {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines).toContain("END:VCALENDAR");
  const event = lines.slice(lines.indexOf("BEGIN:VEVENT") + 1, lines.indexOf("END:VEVENT"));
  expect(event.length).toBeGreaterThan(0);
  return Object.fromEntries(
    event.map((line) => {
      const colon = line.indexOf(":");
      const value = line
        .slice(colon + 1)
        .replace(/\\([\\;,])/g, "$1")
        .replace(/\\n/gi, "\n");
      return [line.slice(0, colon).split(";")[0], value];
    }),
  );
};

export const fromIcsUtc = (value: string): string =>
  value.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6Z");
