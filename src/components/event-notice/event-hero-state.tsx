import React from "react";
import { HeroActions, type HeroAction } from "../hero/hero";
import { SeatsSwitch } from "../seats-switch/seats-switch";
import { ByTime } from "../timed/timed";
import { EventPastNotice, type UpcomingEventsLink } from "./event-notice";

/**
 * What an event page's hero offers by the clock: its actions (register, add to calendar) until the event ends,
 * the past notice from then on. An event with a capacity drops the register action once it is full (`seats`), so
 * the hero never leads to a form the page does not offer.
 */
export function EventHeroState({
  endsAt,
  builtAt,
  actions,
  upcoming,
  seats,
}: {
  endsAt: string;
  builtAt: string;
  actions: { register: HeroAction; others: readonly HeroAction[] };
  upcoming: UpcomingEventsLink;
  seats?: { key: string; open: boolean };
}): React.ReactElement {
  const all = <HeroActions actions={[actions.register, ...actions.others]} />;
  return (
    <ByTime
      at={endsAt}
      builtAt={builtAt}
      before={
        seats ? (
          <SeatsSwitch
            seatsKey={seats.key}
            open={seats.open}
            whileOpen={all}
            whenFull={<HeroActions actions={actions.others} />}
          />
        ) : (
          all
        )
      }
      after={<EventPastNotice tone="dark" upcoming={upcoming} />}
    />
  );
}
