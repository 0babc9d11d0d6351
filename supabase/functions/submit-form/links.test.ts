/**
 * A registration's links, their pure part under `deno test` (scripts/test.ts, "test submit-form"): which tokens are
 * asked about, who is taken to be a person opening the link, where each answer of public.cancel_registration and
 * public.claim_seat leads, and the pages for the other cases.
 */
import { LINK_ACTIONS, REGISTRATION_NOTICES, registrationLink, CONFIRM_LINK } from "../_shared/registration-links.ts";
import texts from "./texts.json" with { type: "json" };
import { confirmPage, isPersonOpening, linkLocation, outcomePage, tokenOf, unknownLinkPage } from "./links.ts";

const assertEquals = (actual: unknown, expected: unknown) => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
};

const TOKEN = crypto.randomUUID();
const PAGE = "/communities/hr-leadership/events/1";

Deno.test("each link carries a token the function reads back", () => {
  for (const kind of ["cancel", "claim"] as const) {
    const link = new URL(registrationLink(kind, "https://site.test", TOKEN));
    assertEquals(link.pathname, LINK_ACTIONS[kind]);
    assertEquals(tokenOf(link), TOKEN);
    assertEquals(tokenOf(new URL(registrationLink(kind, "https://site.test", TOKEN.toUpperCase()))), TOKEN);
  }
});

Deno.test("a link without a registration's kind of token is not asked about", () => {
  for (const query of ["", "?token=", "?token=1", `?token=${TOKEN}x`, `?other=${TOKEN}`, "?token=%27%20or%201=1"]) {
    assertEquals(tokenOf(new URL(`https://site.test${LINK_ACTIONS.cancel}${query}`)), null);
  }
});

Deno.test(
  "each answer leads to the event's page at its notice, a past event to its page, nothing else anywhere",
  () => {
    const at = (kind: "cancel" | "claim", status: Parameters<typeof linkLocation>[1]["status"]) =>
      linkLocation(kind, { status, page_path: PAGE });
    assertEquals(at("cancel", "cancelled"), `${PAGE}#${REGISTRATION_NOTICES.cancelled.anchor}`);
    assertEquals(at("cancel", "already_cancelled"), `${PAGE}#${REGISTRATION_NOTICES.already_cancelled.anchor}`);
    assertEquals(at("claim", "claimed"), `${PAGE}#${REGISTRATION_NOTICES.claimed.anchor}`);
    assertEquals(at("claim", "expired"), `${PAGE}#${REGISTRATION_NOTICES.expired.anchor}`);
    assertEquals(at("claim", "waiting"), `${PAGE}#${REGISTRATION_NOTICES.waiting.anchor}`);
    // A claim on a cancelled registration: it was cancelled before.
    assertEquals(at("claim", "cancelled"), `${PAGE}#${REGISTRATION_NOTICES.already_cancelled.anchor}`);
    assertEquals(at("cancel", "past"), PAGE);
    assertEquals(linkLocation("cancel", { status: "unknown" }), null);
    // Only a path of the site: never another host.
    for (const page_path of ["//evil.test/x", "https://evil.test/x", null]) {
      assertEquals(linkLocation("cancel", { status: "cancelled", page_path }), null);
    }
  },
);

Deno.test("a link that names no registration gets a page that says what to do, in the site's look", () => {
  const page = unknownLinkPage();
  if (!page.includes(`mailto:${texts.site.contactEmail}`)) throw new Error("the page offers no address to write to");
  if (!page.includes('<meta name="robots" content="noindex">')) throw new Error("the page may be listed");
  if (!page.includes(`<header><a href="/">${texts.site.brandName}</a></header>`)) throw new Error("no brand");
});

Deno.test("an outcome whose event page is not known still says what the link did", () => {
  for (const status of ["cancelled", "already_cancelled"] as const) {
    if (!outcomePage("cancel", status).includes(`<h1 role="status">${REGISTRATION_NOTICES[status].text}</h1>`)) {
      throw new Error(`${status}: the page does not say so`);
    }
  }
  if (!outcomePage("claim", "expired").includes(REGISTRATION_NOTICES.expired.text)) throw new Error("expired");
  if (!outcomePage("cancel", "past").includes(texts.banners.refusals.EVPST)) throw new Error("past: not said");
});

Deno.test("only a person's browser opening a link acts by following it; anything else is offered a button", () => {
  const opening = { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", "sec-fetch-site": "none" };
  assertEquals(isPersonOpening(new Headers(opening)), true);
  assertEquals(
    isPersonOpening(new Headers({ ...opening, "sec-fetch-site": "cross-site", "sec-fetch-user": "?1" })),
    true,
  );
  assertEquals(isPersonOpening(new Headers()), false);
  assertEquals(isPersonOpening(new Headers({ ...opening, "sec-purpose": "prefetch" })), false);
  assertEquals(isPersonOpening(new Headers({ ...opening, purpose: "prefetch" })), false);
  assertEquals(isPersonOpening(new Headers({ ...opening, "sec-fetch-dest": "iframe" })), false);
  assertEquals(isPersonOpening(new Headers({ "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" })), false);
  for (const kind of ["cancel", "claim"] as const) {
    const page = confirmPage(kind, TOKEN);
    if (!page.includes(`<form method="post" action="${LINK_ACTIONS[kind]}?token=${TOKEN}">`)) {
      throw new Error(`${kind}: the button does not post the link's token to the link's address`);
    }
    if (!page.includes(CONFIRM_LINK[kind].button)) throw new Error(`${kind}: no button`);
  }
});
