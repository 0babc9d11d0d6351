import React from "react";
import type { EventStatus } from "../../lib/event-status";
import { EventBadges, EventMeta } from "../event-meta/event-meta";
import { SmartLink } from "../smart-link/smart-link";
import { ByTime } from "../timed/timed";
import * as styles from "./event-card.module.scss";

export interface EventCardData {
  href: string;
  title: string;
  description: string;
  type: string;
  /** By the build's clock. */
  status: EventStatus;
  date: string;
  time?: string | null;
  timezone?: string | null;
  registered?: number | null;
  capacity?: number | null;
  /** The event's key in the database, for its live 'N/M registered'. */
  seatsKey?: string;
  /** An upcoming event's end and the build's clock: from its end the card calls it past, by the visitor's clock. */
  timing?: { endsAt: string; builtAt: string };
}

const LINK_LABEL: Record<EventStatus, string> = { upcoming: "View details", past: "View results" };

export function EventCard({ event }: { event: EventCardData }): React.ReactElement {
  const byStatus = (of: (status: EventStatus) => React.ReactNode, as: "div" | "span") =>
    event.status === "upcoming" && event.timing ? (
      <ByTime
        as={as}
        at={event.timing.endsAt}
        builtAt={event.timing.builtAt}
        before={of("upcoming")}
        after={of("past")}
      />
    ) : (
      of(event.status)
    );
  return (
    <article className={styles.card}>
      {byStatus(
        (status) => (
          <EventBadges type={event.type} status={status} />
        ),
        "div",
      )}
      <h3 className={styles.title}>{event.title}</h3>
      <p className={styles.description}>{event.description}</p>
      <EventMeta
        date={event.date}
        time={event.time}
        timezone={event.timezone}
        registered={event.registered}
        capacity={event.capacity}
        seatsKey={event.seatsKey}
      />
      <SmartLink href={event.href} className={styles.link}>
        {byStatus((status) => LINK_LABEL[status], "span")}
        <span className="visually-hidden">: {event.title}</span>
      </SmartLink>
    </article>
  );
}

export function EventCardList({ events }: { events: readonly EventCardData[] }): React.ReactElement {
  return (
    <ul className={styles.list}>
      {events.map((event) => (
        <li key={event.href}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
