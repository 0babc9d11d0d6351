/** @jest-environment node */
import { withSubmissionRefusals } from "../../src/lib/submission-refusals";

const URL_BASE = "https://project.example/rest/v1";
const KEY = "6f1c2b1e-4d5a-4b7c-9e8f-0a1b2c3d4e5f";
const REFUSAL = { code: "EVFUL", message: "this event is full", details: null, hint: null };

/** A server that answers the insert with `status` and an empty body, and the refusal lookup with REFUSAL. */
const server = (status: number, insertBody = "") => {
  const calls: { url: string; body: unknown; headers: Headers }[] = [];
  const send = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null, headers: new Headers(init.headers) });
    if (url.endsWith("/rpc/submission_refusal")) return new Response(JSON.stringify(REFUSAL), { status: 400 });
    return new Response(insertBody || null, { status });
  }) as unknown as typeof fetch;
  return { send, calls };
};

const insert = (send: typeof fetch, row: Record<string, unknown> = { submission_key: KEY, email: "a@example.com" }) =>
  withSubmissionRefusals(send)(`${URL_BASE}/event_registrations`, {
    method: "POST",
    headers: { apikey: "anon", prefer: "return=minimal", "content-type": "application/json" },
    body: JSON.stringify(row),
  });

describe("withSubmissionRefusals", () => {
  it("makes an answered refusal whole: the error its key names, asked with the same key", async () => {
    const { send, calls } = server(400);
    const answer = await insert(send);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual(REFUSAL);
    expect(calls[1]).toMatchObject({ url: `${URL_BASE}/rpc/submission_refusal`, body: { submission_key: KEY } });
    expect(calls[1].headers.get("apikey")).toBe("anon");
    expect(calls[1].headers.get("prefer")).toBeNull();
  });

  it("leaves successes, raised errors, server failures and other requests alone", async () => {
    for (const [status, body] of [
      [201, ""],
      [409, '{"code":"23505"}'],
      [503, ""],
    ] as const) {
      const { send, calls } = server(status, body);
      expect((await insert(send)).status).toBe(status);
      expect(calls).toHaveLength(1);
    }
    const { send, calls } = server(400);
    await insert(send, { email: "no key" });
    await withSubmissionRefusals(send)(`${URL_BASE}/rpc/altcha_challenge`, { method: "POST", body: "{}" });
    expect(calls).toHaveLength(2);
  });
});
