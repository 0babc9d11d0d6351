import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import path from "path";
import React from "react";
import { EventRegistration } from "../../src/components/event-registration/event-registration";
import { REGISTRATION_NOTICES } from "../../src/lib/registration-links";
import { addStylesheet } from "../support/stylesheet";
import { SITE_CONTACT } from "../support/site-contact";

const STYLES = path.join(__dirname, "../../src/components/registration-notices/registration-notices.module.scss");

const registration = (registered: number, capacity: number) => (
  <EventRegistration
    formId="f"
    eventId="e-1"
    eventTitle="An event"
    pagePath="/events/e"
    seats={{ registered, capacity }}
  />
);

describe("the event page's registration notices", () => {
  let removeStyles: () => void;
  beforeEach(() => {
    (useStaticQuery as jest.Mock).mockReturnValue({
      siteJson: { contactEmail: SITE_CONTACT.email, contactPhone: SITE_CONTACT.phone },
    });
    removeStyles = addStylesheet(STYLES);
  });
  afterEach(() => removeStyles());

  // A registration's link leads to the page at one of these fragments, whether the page was built with a seat left or full.
  it.each([
    ["with seats left", 1, 10],
    ["full", 10, 10],
  ])(
    "are on the page %s, each at its fragment with its text, shown only when targeted",
    (_case, registered, capacity) => {
      const { container } = render(registration(registered, capacity));
      for (const { anchor, text } of Object.values(REGISTRATION_NOTICES)) {
        const notice = container.querySelector(`#${anchor}`);
        expect(notice).toHaveTextContent(text);
        expect(notice).toHaveAttribute("role", "status");
        expect(notice).not.toBeVisible();
        // Outside the part the live seats hide: the notice shows whichever part they choose.
        expect(notice?.closest("[data-seats-show]")).toBeNull();
      }
    },
  );

  it("come before the seats' switch, so the notice is read before the form", () => {
    const { container } = render(registration(1, 10));
    const first = container.querySelector(`#${REGISTRATION_NOTICES.cancelled.anchor}`);
    const form = container.querySelector("[data-seats-show='open']");
    expect(first && form && first.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
