import { hasSeatsLeft } from "../../lib/event-status";
import { readLiveSeats } from "../../lib/live-seats";
import { registrationText } from "./event-labels";

/**
 * The database's 'N/M registered' (and the waiting list's length) in place of the built figures (`EventMeta` with a `seatsKey`), and the
 * registration form or the full notice as its seats say (`SeatsSwitch`). One read for every event on the page; a
 * failed read changes nothing and says nothing, since the built figures are a fair answer. `figuresOnly` leaves
 * the switches alone: after a registration, whose confirmation must stay even when it took the last seat.
 */
export async function liveSeats(root: ParentNode, { figuresOnly = false } = {}): Promise<void> {
  const figures = Array.from(root.querySelectorAll<HTMLElement>('[data-enhance~="live-seats"]'));
  const keys = [...new Set(figures.map((element) => element.dataset.seats ?? ""))].filter(Boolean);
  if (keys.length === 0) return;
  const live = await readLiveSeats(keys);
  if (!live) return;
  for (const element of figures) {
    const seats = live.get(element.dataset.seats ?? "");
    if (!seats) continue;
    if (element.dataset.seatsShow && figuresOnly) continue;
    if (element.dataset.seatsShow === "open") element.hidden = !hasSeatsLeft(seats);
    else if (element.dataset.seatsShow === "full") element.hidden = hasSeatsLeft(seats);
    else element.textContent = registrationText(seats.registered, seats.capacity, seats.waiting) ?? element.textContent;
  }
}
