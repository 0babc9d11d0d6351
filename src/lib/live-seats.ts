import { backendConfig } from "./backend-config";

/** 'N/M registered' for one event; `key` is what its registrations store in event_id. */
export interface SeatFigures {
  key: string;
  registered?: number | null;
  capacity?: number | null;
  /** How many are on the event's waiting list (the database's figure only: the build knows none). */
  waiting?: number | null;
}

interface SeatRow {
  event_key: string;
  registered: number;
  capacity: number | null;
  waiting: number;
}

/**
 * The database's figures for these events, from its counts-only function `event_seats` (one JSON document the
 * API cannot search in: supabase/migrations/20261124100000_bounded_reads.sql). A plain GET rather than
 * supabase-js: every event page reads it, and it should not download the client (about 56 KB) to do so.
 * Null when the site has no backend or the read fails: the built figures then stay on screen.
 */
export async function readLiveSeats(keys: readonly string[]): Promise<Map<string, SeatFigures> | null> {
  const config = backendConfig();
  if (!config || keys.length === 0) return null;
  const url = new URL(`${config.url.replace(/\/$/, "")}/rest/v1/rpc/event_seats`);
  // A PostgreSQL array literal, each key quoted.
  url.searchParams.set("keys", `{${keys.map((key) => `"${key}"`).join(",")}}`);
  try {
    const response = await fetch(url, {
      headers: { apikey: config.anonKey, authorization: `Bearer ${config.anonKey}`, accept: "application/json" },
    });
    if (!response.ok) return null;
    const rows = (await response.json()) as SeatRow[];
    return new Map(rows.map((row) => [row.event_key, { key: row.event_key, ...row }]));
  } catch {
    return null;
  }
}
