import { startTransition, useEffect, useState } from "react";
import { mergeSeats, readLiveSeats, type SeatFigures } from "../lib/live-seats";

/**
 * The built 'N/M registered' figures, then the database's once read. A failed read changes nothing and says
 * nothing: the built figure is a fair answer.
 */
export function useLiveSeats<T extends SeatFigures>(built: readonly T[]): T[] {
  const [live, setLive] = useState<Map<string, SeatFigures> | null>(null);
  const keys = built.map((seats) => seats.key).join("\n");
  useEffect(() => {
    let current = true;
    void readLiveSeats(keys ? keys.split("\n") : []).then((read) => {
      // A transition, like the clock: the page's re-render with live figures must not block input.
      if (current && read) startTransition(() => setLive(read));
    });
    return () => {
      current = false;
    };
  }, [keys]);
  return mergeSeats(built, live);
}
