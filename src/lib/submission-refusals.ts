/**
 * A refused submission's answer, made whole. Once a submission's proof of work is spent, the database answers a
 * refusal without raising it (so the proof stays spent and the quota taken: supabase/migrations/
 * 20261127100000_refusals_answered.sql): the status is PostgREST's, the body empty, and the error waits under the
 * submission's idempotency key for `rpc/submission_refusal`, which raises it as it was met. This wraps fetch so
 * that supabase-js sees the error in the insert's own answer, as it always did.
 */
const SUBMISSION = /\/rest\/v1\/(?!rpc\/)[^/?]+$/;

const submissionKeyOf = (body: unknown): string | undefined => {
  if (typeof body !== "string") return undefined;
  try {
    const row = JSON.parse(body) as { submission_key?: unknown };
    return typeof row.submission_key === "string" ? row.submission_key : undefined;
  } catch {
    return undefined;
  }
};

export const withSubmissionRefusals =
  (send: typeof fetch): typeof fetch =>
  async (input, init = {}) => {
    const answer = await send(input, init);
    const url = new URL(typeof input === "object" && "url" in input ? input.url : String(input));
    const key = init.method === "POST" && SUBMISSION.test(url.pathname) ? submissionKeyOf(init.body) : undefined;
    // A fetch whose answers cannot be read twice (no clone) is left alone.
    if (!key || answer.status < 400 || answer.status >= 500 || typeof answer.clone !== "function") return answer;
    if ((await answer.clone().text()) !== "") return answer;
    const headers = new Headers(init.headers);
    headers.set("content-type", "application/json");
    headers.delete("prefer");
    const refusal = await send(`${url.origin}${url.pathname.replace(SUBMISSION, "/rest/v1/rpc/submission_refusal")}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ submission_key: key }),
      signal: init.signal,
    });
    return refusal.status >= 400 ? refusal : answer;
  };
