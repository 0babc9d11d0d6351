import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import React from "react";
import { EventRegistrationForm } from "../../src/components/event-registration-form/event-registration-form";
import { EventRegistration } from "../../src/components/event-registration/event-registration";
import { REGISTRATION_REFUSALS } from "../../src/forms/submit";
import { eventLandingPath } from "../../src/routes";
import EventLandingPage from "../../src/templates/event-landing";
import { acceptingBackend, installFakeBackend, reply } from "../support/fake-backend";
import { BUILD_TIME, eventLandingEntry, eventLandingQuery, type EventLandingEntry } from "../support/fixtures";
import { SITE_CONTACT } from "../support/site-contact";

const FULL = REGISTRATION_REFUSALS.EVFUL.message;

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
const renderLanding = (landing: EventLandingEntry) => render(landingPage(landing));

/** Fills and submits the form against a backend that refuses the insert with `code`; resolves to the banner. */
const submitRefusedWith = async (code: string): Promise<HTMLElement> => {
  installFakeBackend((request) =>
    request.method === "HEAD" ? reply.count(0) : reply.error(400, { code, message: `refused: ${code}` }),
  );
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<EventRegistrationForm formId="f" eventId="e" eventTitle="T" returnTo="/e" contact={SITE_CONTACT} />);
  await user.type(screen.getByLabelText(/first name/i), "Alan");
  await user.type(screen.getByLabelText(/last name/i), "Turing");
  await user.type(screen.getByLabelText(/^email/i), "alan@example.com");
  await user.click(screen.getByLabelText(/privacy policy/i));
  await user.click(screen.getByRole("button", { name: "Register now" }));
  return screen.findByRole("alert");
};

describe("event registration states", () => {
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

  it("offers the waiting list's form, with the same fields, in place of the registration form when no seat is left", () => {
    render(
      <EventRegistration formId="f" eventId="e" eventTitle="T" pagePath="/e" seats={{ registered: 5, capacity: 5 }} />,
    );
    const shownForms = Array.from(document.querySelectorAll<HTMLElement>("[data-form-slot]")).filter(
      (slot) => !slot.closest("[hidden]"),
    );
    expect(shownForms.map((slot) => slot.dataset.formSlot)).toEqual(["waiting-list"]);
    // Both forms are in the page: their ids differ.
    const ids = Array.from(document.querySelectorAll("[id]"), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows the form while a seat is left, the waiting list hidden, both switched by the live seat figures", () => {
    render(
      <EventRegistration formId="f" eventId="e" eventTitle="T" pagePath="/e" seats={{ registered: 4, capacity: 5 }} />,
    );
    expect(document.querySelector("[data-form-slot=registration]")).toBeVisible();
    expect(document.querySelector("[data-form-slot=waiting-list]")).not.toBeVisible();
    const switches = Array.from(document.querySelectorAll<HTMLElement>('[data-enhance~="live-seats"]'));
    expect(switches.map((element) => [element.dataset.seats, element.dataset.seatsShow])).toEqual([
      ["e", "open"],
      ["e", "full"],
    ]);
  });

  it("turns into the full notice when the database refuses a submit for want of a seat", async () => {
    const alert = await submitRefusedWith("EVFUL");
    expect(alert).toHaveTextContent(FULL);
    expect(within(alert).getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("says the event has taken place when the database's clock says so (the page's was behind)", async () => {
    const alert = await submitRefusedWith("EVPST");
    expect(alert.textContent?.startsWith(REGISTRATION_REFUSALS.EVPST.message)).toBe(true);
    expect(REGISTRATION_REFUSALS.EVPST.message).toBe("This event has taken place.");
  });

  it("offers registration and 'Add to calendar' on a landing page whose event is to come", async () => {
    installFakeBackend(acceptingBackend);
    renderLanding(landingJson);
    await act(async () => undefined);
    expect(screen.getByRole("link", { name: "Secure your seat" })).toHaveAttribute("href", "#register");
    expect(screen.getByRole("link", { name: "Add to calendar" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Secure your seat" })).toBeInTheDocument();
    // In the page for the visitor whose clock passes the event's end, hidden until then.
    expect(screen.getByText(/This event has taken place\./)).not.toBeVisible();
  });
});
