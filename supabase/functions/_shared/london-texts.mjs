// Generated from src/lib/london-texts.mjs by the build (src/node/edge-function-files.ts): edit that file, not this one.
// @ts-check
// Plain ESM so node scripts (the scale-content generator of npm run bench) write event texts the way the content
// check reads them, without a TypeScript compiler.

/**
 * @param {string} iso
 * @param {Intl.DateTimeFormatOptions} options
 */
const format = (iso, options) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "Europe/London", ...options }).format(new Date(iso));

/** @param {string} iso */
const zoneOf = (iso) => {
  const part = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeZoneName: "short" })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName");
  // en-GB names summer time "BST"; some ICU builds say "GMT+1" instead.
  return part?.value === "GMT+1" ? "BST" : (part?.value ?? "GMT");
};

/**
 * Texts of an instant as visitors in the UK read it; Europe/London switches between GMT and BST.
 * @param {string} iso
 * @returns {{ date: string; time: string; timezone: string }}
 */
export const londonTexts = (iso) => ({
  date: format(iso, { weekday: "long", month: "long", day: "numeric", year: "numeric" }),
  time: format(iso, { hour: "numeric", minute: "2-digit" }).replace(
    /\s?([AP]M)$/i,
    (_, /** @type {string} */ m) => ` ${m.toLowerCase()}`,
  ),
  timezone: zoneOf(iso),
});
