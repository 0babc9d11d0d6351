/** @jest-environment node */
import { addMinutesKeepingOffset, eventJsonLd, jsonForScript } from "../../src/lib/event-json-ld";

const base = {
  name: "The Future of HR",
  description: "A virtual roundtable",
  startsAt: "2025-06-10T15:00:00+01:00",
  durationMinutes: 90,
  online: true,
  url: "https://example.org/events/future-of-hr",
  organizer: { name: "Test Network", url: "https://example.org" },
  status: "upcoming",
  seatsLeft: true,
} as const;

describe("eventJsonLd", () => {
  it("describes an online event with a virtual location and an end in the same offset", () => {
    const data = JSON.parse(jsonForScript(eventJsonLd(base)));
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "The Future of HR",
      startDate: "2025-06-10T15:00:00+01:00",
      endDate: "2025-06-10T16:30:00+01:00",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://example.org/events/future-of-hr" },
      organizer: { "@type": "Organization", name: "Test Network", url: "https://example.org" },
    });
  });

  it("describes an in-person event with a place, sponsor and performers", () => {
    const data = eventJsonLd({
      ...base,
      online: false,
      place: "London",
      sponsor: { name: "Pinnacle HR", url: "https://pinnacle.example" },
      performers: [{ name: "Rebecca Hart", jobTitle: "Moderator" }],
    });
    expect(data).toMatchObject({
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "London", address: "London" },
      sponsor: { "@type": "Organization", name: "Pinnacle HR", url: "https://pinnacle.example" },
      performer: [{ "@type": "Person", name: "Rebecca Hart", jobTitle: "Moderator" }],
    });
  });

  it("keeps content from closing the script element", () => {
    const text = jsonForScript(eventJsonLd({ ...base, name: "</script><script>alert(1)</script>" }));
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });
});

describe("addMinutesKeepingOffset", () => {
  it.each([
    ["2025-06-10T15:00:00+01:00", 90, "2025-06-10T16:30:00+01:00"],
    ["2027-01-26T23:30:00+00:00", 60, "2027-01-27T00:30:00+00:00"],
    ["2025-03-01T10:00:00-05:00", 240, "2025-03-01T14:00:00-05:00"],
    ["2025-03-01T10:00:00Z", 30, "2025-03-01T10:30:00Z"],
  ])("%s + %i min = %s", (start, minutes, end) => {
    expect(addMinutesKeepingOffset(start, minutes)).toBe(end);
  });
});
