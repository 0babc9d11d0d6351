// A plain module (PLAIN_MODULES in eslint.config.mjs) so node scripts (the scale-content generator of npm run bench)
// write event texts the way the content check reads them, Node running it as it is.

const format = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "Europe/London", ...options }).format(new Date(iso));

const zoneOf = (iso: string) => {
  const part = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeZoneName: "short" })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName");
  // en-GB names summer time "BST"; some ICU builds say "GMT+1" instead.
  return part?.value === "GMT+1" ? "BST" : (part?.value ?? "GMT");
};

/** Texts of an instant as visitors in the UK read it; Europe/London switches between GMT and BST. */
export const londonTexts = (iso: string): { date: string; time: string; timezone: string } => ({
  date: format(iso, { weekday: "long", month: "long", day: "numeric", year: "numeric" }),
  time: format(iso, { hour: "numeric", minute: "2-digit" }).replace(
    /\s?([AP]M)$/i,
    (_, m: string) => ` ${m.toLowerCase()}`,
  ),
  timezone: zoneOf(iso),
});
