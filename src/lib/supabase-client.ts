import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { backendConfig } from "./backend-config";
import { withSubmissionRefusals } from "./submission-refusals";

let client: SupabaseClient | undefined;

/**
 * The site's one Supabase client, created on first use in the browser. Load this module with `await import()`
 * where a call is made: supabase-js then downloads only for visitors who use a form or live data, and never
 * runs while `gatsby build` renders pages in Node (where createClient throws without a WebSocket).
 */
export function getSupabaseClient(): SupabaseClient {
  if (typeof window === "undefined") throw new Error("the backend is only reachable from the browser");
  const config = backendConfig();
  if (!config) throw new Error("no backend is configured for this site");
  // Visitors never sign in: no session to store, refresh or read from the URL.
  client ??= createClient(config.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: withSubmissionRefusals((...call) => fetch(...call)) },
  });
  return client;
}
