import { communityPath } from "../../routes";

export interface NotFoundContent {
  title: string;
  message: string;
  /** The one way back for a missing community or event; the generic page offers several. */
  back: { label: string; href: string } | null;
}

export const GENERIC_NOT_FOUND: NotFoundContent = {
  title: "Page not found",
  message: "The page you were looking for doesn't exist or has moved. These are good places to continue:",
  back: null,
};

/** Where the generic 404 page offers to continue. */
export const NOT_FOUND_ACTIONS = [
  { label: "Go to the home page", href: "/" },
  { label: "Interview programmes", href: "/interview-programmes" },
  { label: "Communities", href: "/communities" },
  { label: "Contact us", href: "/contact" },
];

export const NOT_FOUND_DESCRIPTION =
  "The page you were looking for does not exist. Find interview programmes, events, communities and insights from here.";

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const BACK_TO_COMMUNITIES = { label: "Back to communities", href: "/communities" };

/**
 * The host answers every unknown address with the one 404 page; what it says
 * depends on the address the visitor asked for.
 */
export const notFoundContent = (
  pathname: string,
  communities: readonly { slug: string; name: string }[],
): NotFoundContent => {
  const segments = pathname.split("/").filter(Boolean).map(decode);
  if (segments[0] !== "communities") return GENERIC_NOT_FOUND;
  if (segments.length === 2) {
    return {
      title: "Community Not Found",
      message: "The community you're looking for doesn't exist.",
      back: BACK_TO_COMMUNITIES,
    };
  }
  if (segments.length === 4 && segments[2] === "events") {
    const community = communities.find((candidate) => candidate.slug === segments[1]);
    return {
      title: "Event Not Found",
      message: "The event you're looking for doesn't exist.",
      back: community
        ? { label: `Back to ${community.name}`, href: communityPath(community.slug) }
        : BACK_TO_COMMUNITIES,
    };
  }
  return GENERIC_NOT_FOUND;
};
