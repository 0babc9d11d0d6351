import { calendarPath } from "../routes";

/**
 * The buttons an event page's hero offers while the event is to come: registration and 'Add to calendar'. Once
 * it has taken place the page offers neither and says so instead.
 */
export const upcomingEventActions = (pagePath: string, registerLabel: string): { label: string; href: string }[] => [
  { label: registerLabel, href: "#register" },
  { label: "Add to calendar", href: calendarPath(pagePath) },
];
