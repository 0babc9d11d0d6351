import { allOf, DATE_TIME, EMAIL, numberRange, PHONE, requiredWith, SLUG, WEB_ADDRESS } from "../content-rules";
import type { ContentModule, ContentNode } from "./content-module";
import { LONDON_TIME_FIELDS } from "./shared";

type LandingContent = ContentNode & { unlimitedSeats?: boolean | null };

/** One landing page per file in data/event-landings/, at /events/{slug}. */
export const eventLandingsContent: ContentModule = {
  typeDefs: `
    type EventLandingsJson implements Node @dontInfer {
      "Address of the landing page (/events/slug), lower-case words joined by hyphens; unique."
      slug: String!
      "Sent with each registration."
      eventId: String! @stored(table: "public.events", column: "slug")
      "Identifier of the registration form on the page, unique on the page."
      formId: String!
      "Event title, the page heading."
      title: String! @stored(table: "public.events", column: "title")
      "Line under the heading."
      subtitle: String!
      "Search-engine description of the page."
      seoDescription: String!
      ${LONDON_TIME_FIELDS}
      "Start as a date-time with offset; the page shows it in London time, calendars and search engines use it as is."
      startsAt: Date! @stored(table: "public.events", column: "starts_at")
      "Length of the event in minutes."
      durationMinutes: Int!
      "Must be true: a landing page states no capacity, and the database takes no registration for an event without one unless its seats are unlimited."
      unlimitedSeats: Boolean! @stored(table: "public.events", column: "unlimited_seats")
      "Virtual shows a globe; anything else (e.g. London) a pin."
      delivery: String!
      "Optional image of the hero, in data/images/events/."
      heroImage: File @fileByRelativePath
      "Sponsor's name; required with a sponsor logo or link."
      sponsorName: String
      "Sponsor's logo, in data/images/events/."
      sponsorLogo: File @fileByRelativePath
      "Sponsor's website."
      sponsorLink: String
      "The moderator's personId in data/people.json (name, title and photo come from there)."
      moderator: PeopleJson! @link(by: "personId")
      "A neutral picture shown if the moderator's photo fails to load (scripts/make-placeholder-images.ts portrait)."
      moderatorDefaultPhoto: File! @fileByRelativePath
      "Blank lines split paragraphs; **text** is bold."
      aboutMarkdown: String!
      "Key takeaway cards."
      keyTakeaways: [Feature!]!
      "The personId of each participant in data/people.json; the section is hidden when empty."
      participants: [PeopleJson!] @link(by: "personId")
      "Reasons to attend, as bullet points."
      whyAttend: [String!]!
      "Blank lines split paragraphs; **text** is bold."
      audienceMarkdown: String!
      "Steps of taking part, in order."
      howItWorks: [LandingStep!]!
      "E-mail address for questions about the event."
      contactEmail: String!
      "Phone number for questions about the event."
      contactPhone: String!
    }


    type LandingStep {
      "Step heading."
      title: String!
      "What happens in the step."
      description: String!
    }
  `,
  fields: {
    "EventLandingsJson.slug": SLUG,
    "EventLandingsJson.sponsorLink": WEB_ADDRESS,
    "EventLandingsJson.contactEmail": EMAIL,
    "EventLandingsJson.contactPhone": PHONE,
    "EventLandingsJson.startsAt": DATE_TIME,
    // The database's check on the mails' events (supabase/migrations): duration_minutes > 0.
    "EventLandingsJson.durationMinutes": numberRange(1, undefined, "an event ends after it starts"),
  },
  rules: {
    EventLandingsJson: allOf(
      (node) =>
        (node as LandingContent).unlimitedSeats === true
          ? []
          : ['field "unlimitedSeats" must be true: without a capacity the database refuses every registration'],
      requiredWith("sponsorName", "sponsorLink"),
      requiredWith("sponsorName", "sponsorLogo"),
    ),
  },
  unique: {
    EventLandingsJson: ["slug"],
  },
};
