import { londonTexts } from "../../src/lib/london-time";
import { overlay, overlayResult } from "../../src/cms/overlay";

const image = { childImageSharp: { gatsbyImageData: { width: 10, height: 10 } } };

describe("the preview's data: a built query result with the entry laid over it", () => {
  it("takes every text from the entry and keeps what the build resolved from a path or an id", () => {
    const built = { title: "Built", cover: image, person: { name: "Built Person" }, tags: ["a"] };
    const entry = { title: "Typed", cover: "./images/new.jpg", person: "someone", tags: ["a", "b"], extra: "x" };
    expect(overlay(built, entry)).toEqual({
      title: "Typed",
      cover: image,
      person: { name: "Built Person" },
      tags: ["a", "b"],
    });
  });

  it("keeps a field the entry does not hold (derived by GraphQL), but follows the entry's start for its London parts", () => {
    const startsAt = "2031-03-04T18:30:00+00:00";
    const built = {
      startsAt: "2031-01-01T09:00:00+00:00",
      date: "then",
      time: "then",
      timezone: "then",
      community: "c",
    };
    const parts = londonTexts(startsAt);
    expect(overlay(built, { startsAt })).toEqual({
      startsAt,
      date: parts.date,
      time: parts.time,
      timezone: parts.timezone,
      community: "c",
    });
  });

  it("gives a new item of a list the shape of the first built one, its paths and ids unresolved", () => {
    const built = [{ question: "Q1", answer: "A1", photo: image, cta: { label: "L", href: "/h" } }];
    const added = { question: "Q2", photo: "./images/new.jpg", cta: { label: "New", href: "/new" } };
    expect(overlay(built, [{ question: "Q1", answer: "A1" }, added])).toEqual([
      { question: "Q1", answer: "A1", photo: image, cta: { label: "L", href: "/h" } },
      { question: "Q2", answer: null, photo: null, cta: { label: "New", href: "/new" } },
    ]);
  });

  it("lays the entry over its own nodes only: by key field in a list, and not over another type", () => {
    const data = {
      faqJson: { title: "Built" },
      other: { title: "Untouched" },
      allEventsJson: {
        nodes: [
          { eventId: "2", title: "Two" },
          { eventId: "1", title: "One" },
        ],
      },
    };
    const roots = [
      { alias: "faqJson", type: "FaqJson", list: false },
      { alias: "other", type: "OtherJson", list: false },
      { alias: "allEventsJson", type: "EventsJson", list: true },
    ];
    expect(overlayResult(data, roots, "FaqJson", { title: "Typed" })).toEqual({ ...data, faqJson: { title: "Typed" } });
    const events = [
      { eventId: "1", title: "One, edited" },
      { eventId: "2", title: "Two" },
      { eventId: "3", title: "Three, new" },
    ];
    expect(overlayResult(data, roots, "EventsJson", events).allEventsJson).toEqual({
      nodes: [
        { eventId: "2", title: "Two" },
        { eventId: "1", title: "One, edited" },
        { eventId: "3", title: "Three, new" },
      ],
    });
    // One page of a longer list: the new item belongs to a page of its own.
    const paged = roots.map((root) => ({ ...root, paged: true }));
    expect(overlayResult(data, paged, "EventsJson", events).allEventsJson).toEqual({
      nodes: [
        { eventId: "2", title: "Two" },
        { eventId: "1", title: "One, edited" },
      ],
    });
  });

  it("leaves a node of another file of the same type as built", () => {
    const data = { communitiesJson: { slug: "a", name: "A" } };
    const roots = [{ alias: "communitiesJson", type: "CommunitiesJson", list: false }];
    expect(overlayResult(data, roots, "CommunitiesJson", { slug: "b", name: "B" })).toEqual(data);
    expect(overlayResult(data, roots, "CommunitiesJson", { slug: "a", name: "A2" })).toEqual({
      communitiesJson: { slug: "a", name: "A2" },
    });
  });
});
