/**
 * @jest-environment node
 */
// An event landing page's static HTML, rendered on the server as Gatsby's build does (no `window`: under jsdom,
// Formik would pick useLayoutEffect, which a server render only warns about), then shown by the visitor's clock.
import { within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React from "react";
import { clock } from "../../src/components/timed/clock";
import { eventEndsAt } from "../../src/lib/event-status";
import { eventLandingPath } from "../../src/routes";
import EventLandingPage from "../../src/templates/event-landing";
import {
  BUILD_TIME,
  eventLandingEntry,
  eventLandingQuery,
  pastEventLandingEntry,
  type EventLandingEntry,
} from "../support/fixtures";
import { serverString, staticDocument } from "../support/server-html";
import { REGISTRATION_REFUSALS } from "../../src/forms/submit";

const landingJson = eventLandingEntry();

const landingPage = (landing: EventLandingEntry) => (
  <EventLandingPage
    {...({
      data: eventLandingQuery(landing),
      pageContext: { slug: landing.slug },
      location: { pathname: eventLandingPath(landing.slug) },
    } as unknown as React.ComponentProps<typeof EventLandingPage>)}
  />
);

describe("an event landing page's static HTML", () => {
  beforeEach(() => {
    (useStaticQuery as jest.Mock).mockReturnValue({
      site: { siteMetadata: { siteUrl: "https://example.org" } },
      siteJson: { brandName: "Test Brand" },
    });
    jest.useFakeTimers({ now: new Date(BUILD_TIME) });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it.each([
    ["the past landing fixture, by the build's clock", pastEventLandingEntry(), BUILD_TIME],
    [
      "future-of-hr, once the visitor's clock has passed its end",
      landingJson,
      new Date(eventEndsAt(landingJson).getTime() + 60_000).toISOString(),
    ],
  ])("shows %s as taken place, linking to /events, with no registration", (_case, landing, now) => {
    // The static page, built at BUILD_TIME, as the visitor's browser shows it at `now` (the clock behaviour).
    const page = staticDocument(serverString(landingPage(landing)));
    jest.setSystemTime(new Date(now));
    clock(page);
    const body = within(page.body);
    const notice = body.getByText(REGISTRATION_REFUSALS.EVPST.message, { exact: false });
    expect(within(notice).getByRole("link")).toHaveAttribute("href", "/events");
    expect(notice).toBeVisible();
    for (const name of ["Secure your seat", "Add to calendar"]) {
      expect(body.queryByRole("link", { name })).toBeNull();
    }
    expect(body.queryByRole("heading", { name: "Secure your seat" })).toBeNull();
    const shownForms = Array.from(page.querySelectorAll("[data-form-slot]")).filter(
      (slot) => !slot.closest("[hidden]"),
    );
    expect(shownForms).toEqual([]);
  });
});
