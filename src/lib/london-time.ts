/** Texts of an instant as visitors in the UK read it; Europe/London switches between GMT and BST. */
export interface LondonTexts {
  /** e.g. "Tuesday, June 10, 2025" */
  date: string;
  /** e.g. "3:00 pm" */
  time: string;
  /** "GMT" or "BST" */
  timezone: string;
}

const format = (iso: string, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat("en-US", { timeZone: "Europe/London", ...options }).format(new Date(iso));

const zoneOf = (iso: string): string => {
  const part = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeZoneName: "short" })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName");
  // en-GB names summer time "BST"; some ICU builds say "GMT+1" instead.
  return part?.value === "GMT+1" ? "BST" : (part?.value ?? "GMT");
};

export const londonTexts = (iso: string): LondonTexts => ({
  date: format(iso, { weekday: "long", month: "long", day: "numeric", year: "numeric" }),
  time: format(iso, { hour: "numeric", minute: "2-digit" }).replace(
    /\s?([AP]M)$/i,
    (_, m: string) => ` ${m.toLowerCase()}`,
  ),
  timezone: zoneOf(iso),
});

/** An ISO date-time with an explicit offset, e.g. 2025-06-10T15:00:00+01:00. */
export const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?([+-]\d\d:\d\d|Z)$/;

/**
 * Content repeats the start as display texts (date, time, timezone) because the
 * spec shows them as written; this keeps them from drifting from `startsAt`.
 */
export const londonTextMismatches = (value: { startsAt: string } & LondonTexts): string[] => {
  // A start without an offset has no London reading; the content rule for startsAt itself reports it.
  if (!ISO_WITH_OFFSET.test(value.startsAt)) return [];
  const expected = londonTexts(value.startsAt);
  return (["date", "time", "timezone"] as const)
    .filter((field) => value[field] !== expected[field])
    .map((field) => `field "${field}" is "${value[field]}" but startsAt means "${expected[field]}" in London`);
};
