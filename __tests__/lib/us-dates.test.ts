import { usLongDate, usMonthYear } from "../../src/lib/us-dates";

const intl = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleDateString("en-US", { ...options, timeZone: "UTC" });

// Every month, both ends of a month, and instants whose local date differs from the UTC one.
const INSTANTS = [
  ...Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, "0")}-01T00:00:00Z`),
  "2024-02-29T12:00:00Z",
  "2025-12-31T23:59:59Z",
  "2026-06-10T23:30:00-05:00",
  "2026-01-01T00:30:00+02:00",
  "2025-09-30",
];

describe("US dates", () => {
  it.each(INSTANTS)("writes %s as en-US in UTC does", (iso) => {
    expect(usLongDate(iso)).toBe(intl(iso, { year: "numeric", month: "long", day: "numeric" }));
    expect(usMonthYear(iso)).toBe(intl(iso, { year: "numeric", month: "long" }));
  });
});
