/**
 * `npm run notifications`: delivers the notifications that are due now, once, with the sender the local backend
 * runs (supabase/functions/send-notifications under deno), to SMTP_URL. `-- --retry` first gives every failed
 * notification a fresh set of attempts. Acts on the project chosen as for `npm run submissions`
 * (backend/service-target.ts); --state-dir DIR names the local backend. Without SMTP_URL, a running local
 * backend's own sender or, on a hosted project, its schedule delivers them.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_STATE_DIR } from "./local-backend.ts";
import { deliverOnce } from "./notifications.ts";
import { callRpc, withServiceRole } from "./service-target.ts";

const { values } = parseArgs({
  options: {
    retry: { type: "boolean", default: false },
    "state-dir": { type: "string", default: DEFAULT_STATE_DIR },
  },
});

try {
  await withServiceRole(path.resolve(values["state-dir"]), async (url, key) => {
    if (values.retry) {
      const retried = await callRpc(url, key, "retry_failed_notifications");
      console.log(`${retried} failed notification${retried === 1 ? "" : "s"} pending again.`);
    }
    const smtpUrl = process.env.SMTP_URL;
    if (!smtpUrl) {
      console.log("SMTP_URL is not set: the running sender delivers them (`npm start` runs one).");
      return;
    }
    const result = await deliverOnce({ supabaseUrl: url, serviceRoleKey: key, smtpUrl });
    console.log(`Sent ${result.sent}, to retry later ${result.retrying}, failed ${result.failed}.`);
  });
} catch (error) {
  console.error(`Could not deliver notifications: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
