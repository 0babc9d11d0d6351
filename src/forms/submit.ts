import type { PostgrestError, SupabaseClient } from "@supabase/supabase-js";

/**
 * A registration the database refuses for a reason the visitor can act on. Codes are raised by
 * supabase/migrations/20261123100000_event_seats.sql and documented in backend/README.md; every other failure
 * keeps its §8 text.
 */
export const REGISTRATION_REFUSALS = {
  EVFUL: { refusal: "event-full", message: "This event is full. Contact us to join the waiting list." },
  EVDUP: { refusal: "already-registered", message: "You are already registered for this event." },
} as const;

export type Refusal = (typeof REGISTRATION_REFUSALS)[keyof typeof REGISTRATION_REFUSALS]["refusal"];

export type SubmitOutcome = { ok: true } | { ok: false; message: string; refusal?: Refusal };

const refusalOf = (code: string | undefined) =>
  code && Object.prototype.hasOwnProperty.call(REGISTRATION_REFUSALS, code)
    ? REGISTRATION_REFUSALS[code as keyof typeof REGISTRATION_REFUSALS]
    : undefined;

export type Connect = () => Promise<Pick<SupabaseClient, "from">> | Pick<SupabaseClient, "from">;

/** Loads supabase-js on first submit only (see src/lib/supabase-client.ts). */
const loadClient: Connect = async () => (await import("../lib/supabase-client")).getSupabaseClient();

interface Answer {
  error: Partial<PostgrestError> | null;
  status: number;
  statusText: string;
}

/** The server's words, or the HTTP status when it sent none (answers to HEAD have no body). */
const detail = ({ error, status, statusText }: Answer): string =>
  error?.message || `${status || ""} ${statusText}`.trim() || "Unknown error";

const messageOf = (error: unknown): string => (error instanceof Error && error.message) || "Unknown error";

const connectionFailure = (detailText: string) =>
  `Connection error: ${detailText}. Please check if the table exists and has proper permissions.`;

const insertFailure = (table: string, answer: Answer): string => {
  const { error, status } = answer;
  // PostgREST 12 passes the database's 42P01 on; newer releases say PGRST205; a POST to a table it has never
  // seen gets a bare 404.
  if (error?.code === "42P01" || error?.code === "PGRST205" || status === 404) {
    return `Table "${table}" does not exist. Please contact support.`;
  }
  // Row-level security refusals are SQLSTATE 42501 as well; the more precise message wins.
  if (/row-level security|\bRLS\b/i.test(error?.message ?? "")) {
    return "Database security policy blocking submission. Please contact support.";
  }
  if (error?.code === "42501") return "Permission denied. The form cannot submit due to database permissions.";
  return `Database error: ${detail(answer)}`;
};

/**
 * The two calls of spec §7 shared by both forms: a head-only count as a connection check, then a plain insert
 * that asks for nothing back (anon may add rows but never read them). Failures become the §8 texts. Nothing
 * about the visitor or their answers is logged.
 */
export async function submitToTable(
  table: string,
  row: Record<string, unknown>,
  connect: Connect = loadClient,
): Promise<SubmitOutcome> {
  try {
    let client: Pick<SupabaseClient, "from">;
    try {
      client = await connect();
    } catch (error) {
      return { ok: false, message: connectionFailure(messageOf(error)) };
    }

    // No retries: supabase-js would retry an unreachable server for 7 s before the visitor hears about it,
    // and the form stays ready to be sent again.
    const check = await client.from(table).select("*", { count: "exact", head: true }).retry(false);
    if (check.error) return { ok: false, message: connectionFailure(detail(check)) };

    const insert = await client.from(table).insert(row);
    if (insert.error) {
      const refused = refusalOf(insert.error.code);
      return refused ? { ok: false, ...refused } : { ok: false, message: insertFailure(table, insert) };
    }

    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      message: `Unexpected error: ${messageOf(error)}. Please try again or contact us directly.`,
    };
  }
}
