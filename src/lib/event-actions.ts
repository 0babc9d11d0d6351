import { calendarPath } from "../routes";
import type { EventStatus } from "./event-status";

/**
 * The buttons an event page's hero offers: registration and 'Add to calendar' while the event is to come,
 * nothing once it has taken place (the page then says so instead).
 */
export const eventHeroActions = (
  status: EventStatus,
  pagePath: string,
  registerLabel: string,
): { label: string; href: string }[] | undefined =>
  status === "upcoming"
    ? [
        { label: registerLabel, href: "#register" },
        { label: "Add to calendar", href: calendarPath(pagePath) },
      ]
    : undefined;
