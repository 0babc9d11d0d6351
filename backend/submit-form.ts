/**
 * Runs the Edge Function supabase/functions/submit-form (forms posted without JavaScript) locally, under the deno
 * binary from npm, on a free loopback port; the gateway (proxy.ts) serves it at /functions/v1/submit-form as a
 * hosted project does, relaying each visitor's address with the relay key (it serves nothing else). It inserts
 * through the gateway with the anon key and the database's relay key, so the
 * database counts each visitor as the gateway saw them (supabase/migrations/20261126120000_forms_without_script.sql).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Guard } from "./guard.ts";
import { DENO_BIN, denoFunctionEnv, serveDenoFunction } from "./notifications.ts";

const FUNCTION_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "supabase",
  "functions",
  "submit-form",
);

export class SubmitFormUnavailableError extends Error {}

/** The key the function relays visitors' addresses with (as the owner: no API role may read it). */
export const readRelayKey = async (databaseUrl: string): Promise<string> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select relay_key from private.submission_settings");
    return rows[0].relay_key as string;
  } finally {
    await client.end();
  }
};

export const startSubmitForm = async ({
  supabaseUrl,
  anonKey,
  relayKey,
  log = (line) => console.log(line),
  guard,
}: {
  /** The gateway the function inserts through. */
  supabaseUrl: string;
  anonKey: string;
  relayKey: string;
  log?: (line: string) => void;
  guard?: Guard;
}): Promise<{ port: number; stop: () => Promise<void> }> => {
  if (!existsSync(DENO_BIN)) throw new SubmitFormUnavailableError(`no deno binary at ${DENO_BIN} (npm package deno)`);
  return serveDenoFunction({
    args: [
      "run",
      `--config=${path.join(FUNCTION_DIR, "deno.json")}`,
      "--allow-net",
      "--allow-env",
      path.join(FUNCTION_DIR, "index.ts"),
    ],
    env: denoFunctionEnv({
      SUPABASE_URL: supabaseUrl,
      SUPABASE_ANON_KEY: anonKey,
      FORMS_RELAY_KEY: relayKey,
      SUBMIT_FORM_PORT: "0",
      // Only the gateway, which relays with the key, reaches it: nobody can post to its port as any visitor.
      SUBMIT_FORM_RELAY_ONLY: "true",
    }),
    label: "submit-form",
    log,
    guard,
    failed: (code) => new SubmitFormUnavailableError(`submit-form exited (${code}) before serving`),
  });
};
