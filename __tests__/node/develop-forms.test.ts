/** @jest-environment node */
import http, { type IncomingMessage } from "http";
import type { AddressInfo } from "net";
import { developForms } from "../../src/node/develop-admin";
import { FORM_ACTIONS } from "../../src/forms/no-script";
import { CANCEL_REGISTRATION_ACTION } from "../../src/lib/registration-links";

// gatsby develop's app is Express (a dependency of gatsby, without types here).
const express = require("express") as () => http.RequestListener & { use: (...args: unknown[]) => void };

const listen = (handler: http.RequestListener) =>
  new Promise<http.Server>((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });

describe("npm start: forms posted without JavaScript", () => {
  it("gatsby develop passes each form's post to the backend's submit-form function and its answer back", async () => {
    const received: { method?: string; url?: string; body: string }[] = [];
    const backend = await listen(async (request, response) => {
      received.push({ method: request.method, url: request.url, body: await bodyOf(request) });
      response.writeHead(303, { location: "/thank-you" });
      response.end();
    });
    const app = express();
    developForms({ url: urlOf(backend), anonKey: "anon" })(app);
    const develop = await listen(app);
    try {
      for (const [kind, action] of Object.entries(FORM_ACTIONS)) {
        const answer = await fetch(`${urlOf(develop)}${action}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: `full_name=Ada&kind=${kind}`,
          redirect: "manual",
        });
        expect(answer.status).toBe(303);
        expect(answer.headers.get("location")).toBe("/thank-you");
        expect(received.pop()).toEqual({
          method: "POST",
          url: `/functions/v1/submit-form/${kind}`,
          body: `full_name=Ada&kind=${kind}`,
        });
      }
    } finally {
      develop.close();
      backend.close();
    }
  });

  it("passes a confirmation's cancel link to submit-form with its query", async () => {
    const received: (string | undefined)[] = [];
    const backend = await listen((request, response) => {
      received.push(request.url);
      response.writeHead(303, { location: "/communities/x/events/1#registration-cancelled" });
      response.end();
    });
    const app = express();
    developForms({ url: urlOf(backend), anonKey: "anon" })(app);
    const develop = await listen(app);
    try {
      const answer = await fetch(`${urlOf(develop)}${CANCEL_REGISTRATION_ACTION}?token=abc-123`, {
        redirect: "manual",
      });
      expect(answer.status).toBe(303);
      expect(received).toEqual(["/functions/v1/submit-form/cancel?token=abc-123"]);
    } finally {
      develop.close();
      backend.close();
    }
  });

  it("forwards nothing without a backend", () => {
    const use = jest.fn();
    developForms(null)({ use });
    expect(use).not.toHaveBeenCalled();
  });
});
