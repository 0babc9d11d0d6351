/**
 * The cancel link's pure part under `deno test` (scripts/test.mjs, "test submit-form"): which tokens are asked
 * about, where each answer of public.cancel_registration leads, and the page for a link that names nothing.
 */
import { CANCELLATION_NOTICES, cancelLink, CANCEL_REGISTRATION_ACTION } from "../_shared/registration-links.ts";
import texts from "./texts.json" with { type: "json" };
import { cancelLocation, confirmPage, isPersonOpening, outcomePage, tokenOf, unknownLinkPage } from "./cancel.ts";

const assertEquals = (actual: unknown, expected: unknown) => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
};

const TOKEN = crypto.randomUUID();

Deno.test("the confirmation's link carries a token the function reads back", () => {
  const link = new URL(cancelLink("https://site.test", TOKEN));
  assertEquals(link.pathname, CANCEL_REGISTRATION_ACTION);
  assertEquals(tokenOf(link), TOKEN);
  assertEquals(tokenOf(new URL(cancelLink("https://site.test", TOKEN.toUpperCase()))), TOKEN);
});

Deno.test("a link without a registration's kind of token is not asked about", () => {
  for (const query of ["", "?token=", "?token=1", `?token=${TOKEN}x`, `?other=${TOKEN}`, "?token=%27%20or%201=1"]) {
    assertEquals(tokenOf(new URL(`https://site.test${CANCEL_REGISTRATION_ACTION}${query}`)), null);
  }
});

Deno.test(
  "each answer leads to the event's page at its notice, a past event to its page, nothing else anywhere",
  () => {
    const page = "/communities/hr-leadership/events/1";
    assertEquals(
      cancelLocation({ status: "cancelled", page_path: page }),
      `${page}#${CANCELLATION_NOTICES.cancelled.anchor}`,
    );
    assertEquals(
      cancelLocation({ status: "already_cancelled", page_path: page }),
      `${page}#${CANCELLATION_NOTICES.already_cancelled.anchor}`,
    );
    assertEquals(cancelLocation({ status: "past", page_path: page }), page);
    assertEquals(cancelLocation({ status: "unknown" }), null);
    // Only a path of the site: never another host.
    assertEquals(cancelLocation({ status: "cancelled", page_path: "//evil.test/x" }), null);
    assertEquals(cancelLocation({ status: "cancelled", page_path: "https://evil.test/x" }), null);
    assertEquals(cancelLocation({ status: "cancelled", page_path: null }), null);
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
    if (!outcomePage(status).includes(`<h1 role="status">${CANCELLATION_NOTICES[status].text}</h1>`)) {
      throw new Error(`${status}: the page does not say so`);
    }
  }
  if (!outcomePage("past").includes(texts.banners.refusals.EVPST)) throw new Error("past: the page does not say so");
});

Deno.test("only a person's browser opening the link cancels by following it; anything else is offered a button", () => {
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
  const page = confirmPage(TOKEN);
  if (!page.includes(`<form method="post" action="${CANCEL_REGISTRATION_ACTION}?token=${TOKEN}">`)) {
    throw new Error("the button does not post the link's token to the link's address");
  }
});
