import { COMMUNITY_COLOURS } from "../../lib/community-colours";
import { communityPath } from "../../routes";
import { DATE_TIME, fieldRuleAt, HTTPS_ADDRESS, isFilled, itemCount, numberRange, oneOf, SLUG } from "../content-rules";
import type { CommunityEventsJson } from "./content.generated";
import type { ContentModule } from "./content-module";
import { LONDON_TIME_FIELDS } from "./shared";

export const EVENT_TYPES = ["virtual", "in-person"] as const;

const communityEventProblems = (node: CommunityEventsJson, routes?: ReadonlySet<string>): string[] => {
  const problems: string[] = [];
  if (routes && !routes.has(communityPath(node.community))) {
    problems.push(
      `the file's name says these events belong to community "${node.community}", which has no file in data/communities/`,
    );
  }
  if (node.type === "in-person" && !node.location) problems.push('field "location" is required for in-person events');
  // Whether an event is upcoming depends on the clock (src/lib/event-status.ts), so the content must suit both
  // states: what a registration needs until it has results, and results with insights once it has them.
  if (isFilled(node.results) !== isFilled(node.keyInsights)) {
    problems.push('fields "results" and "keyInsights" go together: list both or neither');
  }
  if (!isFilled(node.results)) {
    if (!isFilled(node.objectives)) problems.push('field "objectives" must list at least one objective');
    if (node.registered == null || (node.capacity == null && !node.unlimitedSeats)) {
      problems.push(
        'fields "registered" and "capacity" (or "unlimitedSeats": true) are required until the event has results',
      );
    }
  }
  if (node.capacity != null && node.unlimitedSeats) {
    problems.push('fields "capacity" and "unlimitedSeats" contradict each other: give one of them');
  }
  if (node.registered != null && node.capacity != null && node.registered > node.capacity) {
    problems.push('field "registered" cannot exceed "capacity"');
  }
  return problems;
};

/** PageHero leaves actions optional; the /communities and /events heroes are specified with buttons. */
const heroActions = fieldRuleAt(
  "hero.actions",
  itemCount(1, undefined, "the hero of this page is specified with buttons"),
);

/** Communities, their events and the /communities and /events screens. */
export const communitiesContent: ContentModule = {
  typeDefs: `
    type CommunitiesJson implements Node @dontInfer {
      "Address of the community page (/communities/slug), lower-case words joined by hyphens; unique."
      slug: String! @stored(table: "public.communities", column: "slug")
      "Name of the community, its page heading and card title."
      name: String! @stored(table: "public.communities", column: "name")
      "Position on /communities and /events."
      order: Int!
      "Icon of the community; a name from src/lib/icon-paths.ts."
      icon: String!
      "Small label above the community page heading."
      eyebrow: String!
      "Description on the card and under the page heading."
      description: String! @stored(table: "public.communities", column: "description")
      "Who the community is for, on its card and page."
      targetAudience: String! @stored(table: "public.communities", column: "target_audience")
      "One of the card accents in src/lib/community-colours.ts."
      colour: String!
      "Everyone in the community, most of whom are not listed; /communities and the database show this figure."
      memberCount: Int! @stored(table: "public.communities", column: "member_count")
      "Set when the community lives on its own site; its card opens this address in a new tab."
      externalUrl: String
      "The community's sponsor, shown on its page."
      sponsor: CommunitySponsor!
      "The challenges the community works on."
      challenges: FeatureSection!
      "How the community helps its members."
      howWeHelp: FeatureSection!
      "The personId of each member in data/people.json."
      members: [PeopleJson!]! @link(by: "personId")
      "Closing call-to-action band of the community page."
      cta: CallToAction!
    }

    type CommunitySponsor {
      "Sponsor's name; the logo's alternative text."
      name: String!
      "Sponsor's logo, in data/images/logos/."
      logo: File! @fileByRelativePath
    }

    type CommunityEventsJson implements Node @dontInfer {
      "Address of the event page (/communities/community/events/id); unique within the community."
      eventId: String! @stored(table: "public.events", column: "slug")
      "Slug of the community: the name of the event's file in data/community-events/ (not in the file)."
      community: String! @fileName
      "Event title, on its card and page."
      title: String! @stored(table: "public.events", column: "title")
      "Summary of the event."
      description: String!
      "Whether the event is held online (virtual) or in a room (in-person)."
      type: String!
      ${LONDON_TIME_FIELDS}
      "ISO date-time with offset; the page shows it in London time, calendars and search engines use it as is."
      startsAt: Date! @stored(table: "public.events", column: "starts_at")
      "Length of the event in minutes."
      durationMinutes: Int!
      "Where an in-person event takes place."
      location: String
      "Registrations taken outside this site; the database adds the site's own."
      registered: Int @stored(table: "public.events", column: "registered_elsewhere", ifMissing: 0)
      "Seats in all; the database refuses registrations beyond it."
      capacity: Int @stored(table: "public.events", column: "capacity")
      "true: any number may register (no capacity); without a capacity or this, the database takes no registration."
      unlimitedSeats: Boolean @stored(table: "public.events", column: "unlimited_seats", ifMissing: false)
      "What the event sets out to do; upcoming events."
      objectives: [String!]
      "Agenda items in order."
      agenda: [EventAgendaItem!]
      "The personId of each speaker in data/people.json."
      speakers: [PeopleJson!] @link(by: "personId")
      "Sponsor of this event, if any."
      sponsor: CommunitySponsor
      "Outcomes of the event; past events."
      results: [String!]
      "Key insights from the event; past events."
      keyInsights: [String!]
    }

    type EventAgendaItem {
      "What happens."
      title: String!
      "How long it takes, e.g. '20 min'."
      duration: String!
    }

    type CommunitiesPageJson implements Node @dontInfer {
      "Browser tab and search-result title of /communities."
      title: String!
      "Search-engine description of /communities."
      description: String!
      "The opening band of /communities."
      hero: PageHero!
      "Label and icon of the first figure under the hero: the number of communities in data/communities/."
      communityCount: StatLabel!
      "Label and icon of the second figure: the communities' contributors, the sum of their memberCount."
      contributorCount: StatLabel!
      "The other figures under the hero."
      stats: [Stat!]!
      "Benefits of joining a community."
      benefits: FeatureSection!
      "Heading and intro of the community cards (which come from data/communities/)."
      grid: SectionIntro!
      "Closing call-to-action band."
      cta: CallToAction!
      "Copy of every community page (/communities/slug); its figures, lists and texts come from data/communities/."
      communityPage: CommunityPageCopy!
      "Headings every community event page (/communities/slug/events/id) shares; its content comes from data/community-events/."
      eventPage: CommunityEventPageCopy!
    }

    type CommunityEventPageCopy {
      "Heading of the event's objectives, while it is to come."
      objectivesTitle: String!
      "Heading of the event's agenda."
      agendaTitle: String!
      "Heading of the registration form, also the hero's link to it."
      registerTitle: String!
      "Heading of what the event achieved, once past."
      outcomesTitle: String!
      "Heading of the event's key insights, once past."
      keyInsightsTitle: String!
      "Heading of the speakers."
      speakersTitle: String!
      "Words before the sponsor's logo."
      sponsorLabel: String!
    }

    type CommunityPageCopy {
      "Link back above the community's name."
      back: Action!
      "Buttons under the community's description, first one filled."
      actions: [Action!]!
      "Label and icon of the member count (the figure is the community's memberCount)."
      members: StatLabel!
      "Label and icon of the count of the community's events still to come."
      upcomingEvents: StatLabel!
      "A figure given in words, e.g. reach 'Global'."
      reach: WordStat!
      "Heading of the section on who the community is for."
      audienceTitle: String!
      "Label beside the community sponsor's logo."
      sponsorLabel: String!
      "Heading and intro of the community's upcoming events."
      upcomingEventsSection: SectionIntro!
      "Heading and intro of the community's past events, shown when it has any."
      pastEventsSection: SectionIntro!
      "Link under the community's next and latest events to the page listing all of them."
      allEventsLabel: String!
      "Heading of the page listing all of a community's events (/communities/slug/events), above the community's name."
      allEventsTitle: String!
      "Heading and intro of the featured members."
      membersSection: SectionIntro!
      "Heading and intro of the contact form."
      contactSection: SectionIntro!
    }

    type StatLabel {
      "What the figure counts, shown under it."
      label: String!
      "Icon above the figure; a name from src/lib/icon-paths.ts."
      icon: String
    }

    type WordStat {
      "The figure in words, e.g. 'Global'."
      text: String!
      "What it describes, shown under it."
      label: String!
      "Icon above it; a name from src/lib/icon-paths.ts."
      icon: String
    }

    type EventsJson implements Node @dontInfer {
      "Browser tab and search-result title of the event experiences page."
      title: String!
      "Search-engine description of the event experiences page."
      description: String!
      "The opening band of the page."
      hero: PageHero!
      "How an event comes together, step by step."
      process: FeatureSection!
      "The event formats."
      formats: PointCardSection!
      "What participants and sponsors get."
      value: PointCardSection!
      "How to take part."
      access: FeatureSection!
      "What follows an event."
      postEvent: FeatureSection!
      "Benefit cards."
      benefits: FeatureSection!
      "Heading of the cards linking each event landing page (/events/slug), newest first."
      flagshipEvents: EventExperiencesCardSection!
      "Heading of the community cards."
      communities: EventExperiencesCardSection!
      "Closing call-to-action band."
      cta: CallToAction!
      "Headings every event landing page (/events/slug) shares; its content comes from data/event-landings/."
      landingPage: EventLandingPageCopy!
    }

    type EventLandingPageCopy {
      "Eyebrow of a virtual event's hero."
      onlineEyebrow: String!
      "Eyebrow of an in-person event's hero."
      inPersonEyebrow: String!
      "Heading of the registration form, also the hero's link to it."
      registerTitle: String!
      "Link to the events to come, shown once the event is past."
      upcoming: Action!
      "Heading of the event's description."
      aboutTitle: String!
      "Heading of the key takeaways."
      takeawaysTitle: String!
      "Heading of the participants."
      participantsTitle: String!
      "Heading of the reasons to attend."
      whyAttendTitle: String!
      "Heading of the audience."
      audienceTitle: String!
      "Heading of the steps."
      howItWorksTitle: String!
      "Heading of the moderator."
      moderatorTitle: String!
      "Heading of the contact details."
      contactTitle: String!
    }

    "A card with a short list of facts, e.g. a format's duration and group size."
    type PointCard {
      "Icon of the card; a name from src/lib/icon-paths.ts."
      icon: String!
      "Card heading."
      title: String!
      "Card text."
      description: String!
      "Short facts listed on the card."
      points: [String!]!
    }

    type PointCardSection {
      "Section heading."
      title: String!
      "Optional paragraph under the heading."
      intro: String
      "The cards of the section."
      items: [PointCard!]!
    }

    "The cards themselves come from data/communities/."
    type EventExperiencesCardSection {
      "Section heading."
      title: String!
      "Optional paragraph under the heading."
      intro: String
      "Text of the link on each card."
      linkLabel: String!
    }
  `,
  fields: {
    "CommunitiesJson.slug": SLUG,
    "CommunitiesJson.colour": oneOf(COMMUNITY_COLOURS),
    "CommunitiesJson.externalUrl": HTTPS_ADDRESS,
    "CommunityEventsJson.eventId": SLUG,
    "CommunityEventsJson.type": oneOf(EVENT_TYPES),
    "CommunityEventsJson.startsAt": DATE_TIME,
    // The database's checks (supabase/migrations): a sync of anything less would be refused.
    "CommunitiesJson.memberCount": numberRange(0, undefined, "a count of members"),
    "CommunityEventsJson.durationMinutes": numberRange(1, undefined, "an event ends after it starts"),
    "CommunityEventsJson.registered": numberRange(0, undefined, "a count of registrations"),
    "CommunityEventsJson.capacity": numberRange(0, undefined, "a count of seats"),
  },
  rules: {
    CommunityEventsJson: (node, context) =>
      communityEventProblems(node as unknown as CommunityEventsJson, context.routes),
    CommunitiesPageJson: heroActions,
    EventsJson: heroActions,
  },
  unique: {
    CommunitiesJson: ["slug"],
    CommunityEventsJson: ["community", "eventId"],
  },
};
