/**
 * Edge Function `send-notifications`: delivers the notifications outbox (outbox.ts) over SMTP (SMTP_URL).
 * A hosted project wakes it with a database webhook on private.notifications or a pg_cron + pg_net schedule
 * (backend/README.md, "Notifications"); it answers POST with the counts of one delivery run. The local backend runs the same
 * file under the deno binary from npm and calls it every second (backend/notifications.ts). `--once` delivers
 * what is due and exits instead of serving (`npm run notifications`).
 *
 * Environment: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY (set by Supabase), SMTP_URL (e.g. smtps://user:pass@host:465),
 * MAIL_FROM (default: the brand name and contactEmail of data/site.json), SITE_URL (default: siteUrl of
 * data/site.json), NOTIFICATIONS_BACKOFF_SECONDS (default 60: retries after 1, 2, 4 and 8 minutes). data/site.json
 * reaches it through ../_shared/mail-content.json, which `npm run functions:content` writes before a deploy.
 */
import nodemailer from "nodemailer";
import content from "../_shared/mail-content.json" with { type: "json" };
import { deliverPending, type DeliveryConfig, type OutgoingMail } from "./outbox.ts";

const { site } = content;

const required = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const transport = nodemailer.createTransport(required("SMTP_URL"), {
  // Fail an attempt in seconds, not minutes, when the server is unreachable: the row is simply retried later.
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
});

const config: DeliveryConfig = {
  supabaseUrl: required("SUPABASE_URL").replace(/\/+$/, ""),
  serviceRoleKey: required("SUPABASE_SERVICE_ROLE_KEY"),
  send: async (mail: OutgoingMail) => {
    await transport.sendMail(mail);
  },
  context: {
    siteUrl: (Deno.env.get("SITE_URL") || site.siteUrl).replace(/\/+$/, ""),
    now: new Date(),
  },
  from: Deno.env.get("MAIL_FROM") || `${site.brandName} <${site.contactEmail}>`,
  backoffSeconds: Number(Deno.env.get("NOTIFICATIONS_BACKOFF_SECONDS") ?? 60),
  log: (entry) => console.log(JSON.stringify(entry)),
};

/** One delivery run; a fresh DTSTAMP for the calendar files it writes. */
const run = () => deliverPending({ ...config, context: { ...config.context, now: new Date() } });

if (Deno.args.includes("--once")) {
  console.log(JSON.stringify(await run()));
  transport.close();
} else {
  // Locally the port is chosen by backend/notifications.ts; the hosted runtime ignores it.
  const port = Number(Deno.env.get("NOTIFICATIONS_PORT") ?? 0);
  let running: Promise<unknown> = Promise.resolve();
  Deno.serve(
    { port, hostname: "127.0.0.1", onListen: ({ port }) => console.log(JSON.stringify({ listening: port })) },
    async (request) => {
      if (request.method !== "POST") return new Response("POST to deliver the outbox", { status: 405 });
      // One run at a time per instance; a second wake-up waits for it (other instances are kept apart by the claim).
      const result = running.then(run, run);
      running = result.catch(() => undefined);
      try {
        return Response.json(await result);
      } catch (error) {
        console.log(JSON.stringify({ run: "failed", error: error instanceof Error ? error.name : "error" }));
        return Response.json({ error: "delivery run failed" }, { status: 500 });
      }
    },
  );
}
