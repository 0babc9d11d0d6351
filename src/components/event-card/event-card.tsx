import React from "react";
import type { EventStatus } from "../../lib/event-status";
import { EventBadges, EventMeta } from "../event-meta/event-meta";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./event-card.module.scss";

export interface EventCardData {
  href: string;
  title: string;
  description: string;
  type: string;
  status: EventStatus;
  date: string;
  time?: string | null;
  timezone?: string | null;
  registered?: number | null;
  capacity?: number | null;
}

export function EventCard({ event }: { event: EventCardData }): React.ReactElement {
  return (
    <article className={styles.card}>
      <EventBadges type={event.type} status={event.status} />
      <h3 className={styles.title}>{event.title}</h3>
      <p className={styles.description}>{event.description}</p>
      <EventMeta
        date={event.date}
        time={event.time}
        timezone={event.timezone}
        registered={event.registered}
        capacity={event.capacity}
      />
      <SmartLink href={event.href} className={styles.link}>
        {event.status === "upcoming" ? "View details" : "View results"}
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
