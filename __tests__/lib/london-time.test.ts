/** @jest-environment node */
import { londonTexts } from "../../src/lib/london-time";

describe("londonTexts", () => {
  it("reads a summer instant as BST", () => {
    expect(londonTexts("2025-06-10T15:00:00+01:00")).toEqual({
      date: "Tuesday, June 10, 2025",
      time: "3:00 pm",
      timezone: "BST",
    });
  });

  it("reads a winter instant as GMT, also when written in UTC", () => {
    expect(londonTexts("2027-01-26T15:00:00Z")).toEqual({
      date: "Tuesday, January 26, 2027",
      time: "3:00 pm",
      timezone: "GMT",
    });
  });
});
