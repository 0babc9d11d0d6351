/**
 * Delivers the outbox: claims due rows through the database's service-role functions (the claim takes them with
 * FOR UPDATE SKIP LOCKED, so concurrent senders never share a row), sends one mail per row and records the result.
 * A failed attempt is retried with exponential backoff until the row's attempts are used up (5), then it is failed
 * with the reason. Logs carry ids, kinds, states and error codes only: never an address, a name or a message.
 */
import { type Kind, type Mail, type MailContext, renderMail, type TemplateData } from "./templates.ts";

export interface ClaimedRow {
  id: number;
  kind: Kind;
  recipient: string | null;
  template_data: TemplateData;
  attempts: number;
}

export interface OutgoingMail extends Mail {
  from: string;
  to: string;
  messageId: string;
}

export interface DeliveryConfig {
  /** The project's API address (SUPABASE_URL). */
  supabaseUrl: string;
  serviceRoleKey: string;
  send: (mail: OutgoingMail) => Promise<void>;
  context: MailContext;
  from: string;
  /** Delay before the second attempt; each later one doubles it. */
  backoffSeconds: number;
  batchSize?: number;
  log?: (entry: Record<string, string | number>) => void;
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
}

const rpc = async <T>(config: DeliveryConfig, name: string, args: Record<string, unknown>): Promise<T> => {
  const response = await fetch(`${config.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: {
      apikey: config.serviceRoleKey,
      authorization: `Bearer ${config.serviceRoleKey}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${name} failed: HTTP ${response.status}`);
  // A function returning void answers 204 with no body.
  const body = await response.text();
  return (body ? JSON.parse(body) : null) as T;
};

/** A short, data-free name for a failure (ECONNREFUSED, EENVELOPE, …) for logs; the database keeps the message. */
const errorCode = (error: unknown): string => {
  const code = (error as { code?: unknown; responseCode?: unknown })?.code;
  const responseCode = (error as { responseCode?: unknown })?.responseCode;
  return [code, responseCode].filter((part) => part !== undefined).join(" ") || "error";
};

const deliverOne = async (config: DeliveryConfig, row: ClaimedRow): Promise<keyof DeliveryResult> => {
  const log = config.log ?? (() => {});
  try {
    if (!row.recipient)
      throw Object.assign(new Error("No recipient: the team address is not seeded"), { code: "ENORECIPIENT" });
    const mail = renderMail(row.kind, row.template_data, config.context);
    const host = new URL(config.context.siteUrl).host;
    await config.send({
      ...mail,
      from: config.from,
      to: row.recipient,
      // Stable per row: a mail sent twice would be recognisable as the same one.
      messageId: `<${row.kind}.${String(row.template_data.id)}@${host}>`,
    });
    await rpc(config, "complete_notification", { notification_id: row.id });
    log({ notification: row.id, kind: row.kind, state: "sent", attempts: row.attempts });
    return "sent";
  } catch (error) {
    const retryIn = config.backoffSeconds * 2 ** (row.attempts - 1);
    const message = error instanceof Error ? error.message : String(error);
    const state = await rpc<string | null>(config, "fail_notification", {
      notification_id: row.id,
      error: message,
      retry_in_seconds: retryIn,
    });
    log({
      notification: row.id,
      kind: row.kind,
      state: state ?? "unknown",
      attempts: row.attempts,
      error: errorCode(error),
    });
    return state === "failed" ? "failed" : "retrying";
  }
};

/** Sends every row that is due now, batch after batch, and says how it went. */
export const deliverPending = async (config: DeliveryConfig): Promise<DeliveryResult> => {
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  // Only what is due now: a row failed during this run is retried by a later one, after its backoff.
  const dueAt = new Date().toISOString();
  for (;;) {
    const rows = await rpc<ClaimedRow[]>(config, "claim_notifications", {
      batch_size: config.batchSize ?? 10,
      due_at: dueAt,
    });
    if (rows.length === 0) return result;
    for (const outcome of await Promise.all(rows.map((row) => deliverOne(config, row)))) result[outcome] += 1;
  }
};
