import React from "react";
import { upcomingCounts, type EventTiming } from "../../lib/event-status";
import { useClientNow } from "../../hooks/use-client-now";
import { useLiveCommunities } from "../../hooks/use-live-communities";
import { RetryNotice } from "../retry-notice/retry-notice";
import { CommunityGrid, type CommunityCardData } from "./community-grid";

export interface LiveCommunityGridProps {
  communities: readonly Omit<CommunityCardData, "upcomingCount">[];
  /** Every community event's timing, to count each community's events to come. */
  events: readonly (EventTiming & { community: string })[];
  /** The build's clock, which the static HTML's counts follow. */
  builtAt: string;
}

/**
 * The communities with their counts, an island hydrated when it comes into view: as built first, then counted by
 * the visitor's clock and refreshed from the database. A failed read keeps them and shows the §8 message with
 * 'Try Again'.
 */
export function LiveCommunityGrid({ communities, events, builtAt }: LiveCommunityGridProps): React.ReactElement {
  const now = useClientNow(builtAt);
  const counts = upcomingCounts(
    communities.map((community) => community.slug),
    events,
    now,
  );
  const live = useLiveCommunities(
    communities.map((community) => ({ ...community, upcomingCount: counts.get(community.slug) ?? 0 })),
  );
  return (
    <>
      <CommunityGrid communities={live.communities} />
      {live.error && <RetryNotice message={live.error} onRetry={live.retry} busy={live.loading} />}
    </>
  );
}
