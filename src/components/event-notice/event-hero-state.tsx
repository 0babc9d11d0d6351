import React from "react";
import { HeroActions, type HeroAction } from "../hero/hero";
import { ByTime } from "../timed/timed";
import { EventPastNotice, type UpcomingEventsLink } from "./event-notice";

/**
 * What an event page's hero offers by the clock: its actions (register, add to calendar) until the event ends,
 * the past notice from then on.
 */
export function EventHeroState({
  endsAt,
  builtAt,
  actions,
  upcoming,
}: {
  endsAt: string;
  builtAt: string;
  actions: readonly HeroAction[];
  upcoming: UpcomingEventsLink;
}): React.ReactElement {
  return (
    <ByTime
      at={endsAt}
      builtAt={builtAt}
      before={<HeroActions actions={actions} />}
      after={<EventPastNotice tone="dark" upcoming={upcoming} />}
    />
  );
}
