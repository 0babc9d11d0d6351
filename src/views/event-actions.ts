import { calendarPath } from "../routes";

/**
 * The buttons an event page's hero offers while the event is to come: registration and the others ('Add to
 * calendar'), apart because a full event drops the first. Once it has taken place the page offers neither and
 * says so instead.
 */
export const upcomingEventActions = (
  pagePath: string,
  registerLabel: string,
): { register: { label: string; href: string }; others: { label: string; href: string }[] } => ({
  register: { label: registerLabel, href: "#register" },
  others: [{ label: "Add to calendar", href: calendarPath(pagePath) }],
});
