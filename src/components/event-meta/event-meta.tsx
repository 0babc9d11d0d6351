import React from "react";
import { ENHANCE_ATTRIBUTE } from "../../lib/enhancement-markers";
import { Icon } from "../icon/icon";
import { eventStatusLabel, eventTypeLabel, registrationText } from "./event-labels";
import * as styles from "./event-meta.module.scss";

export interface EventMetaProps {
  date: string;
  time?: string | null;
  timezone?: string | null;
  /** Where it happens: "Virtual" shows a globe, anything else a pin. */
  place?: string | null;
  registered?: number | null;
  capacity?: number | null;
  /** The event's key in the database: its 'N/M registered' then shows the database's figures (`live-seats.ts`). */
  seatsKey?: string;
  tone?: "dark" | "light";
}

/** Date, time with zone, place and registrations as a row of icon-led facts. */
export function EventMeta({
  date,
  time,
  timezone,
  place,
  registered,
  capacity,
  seatsKey,
  tone = "light",
}: EventMetaProps): React.ReactElement {
  const registrations = registrationText(registered, capacity);
  const facts = [
    { icon: "calendar", text: date },
    time ? { icon: "clock", text: [time, timezone].filter(Boolean).join(" ") } : null,
    place ? { icon: place === "Virtual" ? "globe" : "pin", text: place } : null,
    registrations ? { icon: "users", text: registrations, seatsKey } : null,
  ].filter((fact): fact is { icon: string; text: string; seatsKey?: string } => fact !== null);
  return (
    <ul className={`${styles.meta} ${styles[tone]}`}>
      {facts.map((fact) => (
        <li key={fact.icon} className={styles.fact} data-fact={fact.icon}>
          <Icon name={fact.icon} size={18} className={styles.icon} />
          {fact.seatsKey ? (
            <span {...{ [ENHANCE_ATTRIBUTE]: "live-seats" }} data-seats={fact.seatsKey}>
              {fact.text}
            </span>
          ) : (
            fact.text
          )}
        </li>
      ))}
    </ul>
  );
}

export interface EventBadgesProps {
  type: string;
  status: string;
}

export function EventBadges({ type, status }: EventBadgesProps): React.ReactElement {
  return (
    <p className={styles.badges}>
      <span className={styles.badge}>{eventTypeLabel(type)}</span>
      <span className={`${styles.badge} ${status === "upcoming" ? styles.upcoming : styles.past}`}>
        {eventStatusLabel(status)}
      </span>
    </p>
  );
}
