/** @jest-environment node */
import { GENERIC_NOT_FOUND, notFoundContent } from "../../src/components/not-found/not-found-content";

const communities = [{ slug: "cloud-ops", name: "Cloud Ops Community" }];

describe("notFoundContent", () => {
  it.each(["/communities/nope", "/communities/nope/"])("says the community does not exist for %s", (path) => {
    expect(notFoundContent(path, communities)).toEqual({
      title: "Community Not Found",
      message: "The community you're looking for doesn't exist.",
      back: { label: "Back to communities", href: "/communities" },
    });
  });

  it("says the event does not exist and links back to its community", () => {
    expect(notFoundContent("/communities/cloud-ops/events/nope", communities)).toEqual({
      title: "Event Not Found",
      message: "The event you're looking for doesn't exist.",
      back: { label: "Back to Cloud Ops Community", href: "/communities/cloud-ops" },
    });
  });

  it("links an event of an unknown community back to all communities", () => {
    expect(notFoundContent("/communities/nope/events/1", communities).back).toEqual({
      label: "Back to communities",
      href: "/communities",
    });
  });

  it.each(["/no-such-page", "/404.html", "", "/communities/cloud-ops/members", "/communities/%E0%A4%A/events"])(
    "is generic for %p",
    (path) => {
      expect(notFoundContent(path, communities)).toBe(GENERIC_NOT_FOUND);
    },
  );
});
