import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { EventRegistrationForm } from "../../src/components/event-registration-form/event-registration-form";
import { registrationText } from "../../src/components/event-meta/event-labels";
import {
  acceptingBackend,
  breakClient,
  FAILURES,
  insertsOf,
  installFakeBackend,
  reply,
  UNEXPECTED_BANNER,
  UUID,
} from "../support/fake-backend";
import { SITE_CONTACT } from "../support/site-contact";
import { codePoints, INVISIBLE_NAMES, registrationRow } from "../support/fixtures";
import { REGISTRATION_FIELD_MESSAGES } from "../../src/forms/registration-schema";
import { REGISTRATION_NOTICES, WAITING_LIST_FORM } from "../../src/lib/registration-links";

const setup = () => {
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const { container } = render(
    <EventRegistrationForm
      formId="future-hr-reg"
      eventId="future-of-hr"
      eventTitle="The future of HR"
      returnTo="/events/future-of-hr"
      contact={SITE_CONTACT}
    />,
  );
  return { user, container };
};

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole("button", { name: /register now|submitting/i });

const fillValidForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(field(/first name/i), " Alan ");
  await user.type(field(/last name/i), "Turing");
  await user.type(field(/^email/i), "alan@example.com");
  await user.type(field(/job title/i), "Mathematician ");
  await user.click(field(/privacy policy/i));
};

describe("EventRegistrationForm", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("carries the form id it is given", () => {
    const { container } = setup();
    expect(container.querySelector("form")).toHaveAttribute("id", "future-hr-reg");
    expect(screen.getByRole("form", { name: "Register for The future of HR" })).toBeInTheDocument();
  });

  it("shows every rule's message under its field on submit and sends nothing", async () => {
    installFakeBackend(acceptingBackend);
    const { user } = setup();
    await user.click(submitButton());
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "You must agree to the privacy policy",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field(/first name/i)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(["alan@example", "alan turing@example.com", "alan.example.com"])(
    "refuses the email address %p",
    async (email) => {
      installFakeBackend(acceptingBackend);
      const { user } = setup();
      await user.type(field(/^email/i), email);
      await user.click(submitButton());
      expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    },
  );

  it("on a full event, puts the visitor on the waiting list with the same fields and says so", async () => {
    const requests = installFakeBackend(acceptingBackend);
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { container } = render(
      <EventRegistrationForm
        formId="event-1-waiting-list"
        eventId="revenue-1"
        eventTitle="Pricing"
        returnTo="/e"
        contact={SITE_CONTACT}
        waitingList
      />,
    );
    expect(screen.getByRole("form", { name: WAITING_LIST_FORM.label.replace("{event}", "Pricing") })).toBeVisible();
    // A post without script asks for the list too.
    expect(container.querySelector(`input[type=hidden][name=${WAITING_LIST_FORM.field}]`)).toHaveValue("true");
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: WAITING_LIST_FORM.button }));
    expect(await screen.findByText(REGISTRATION_NOTICES.waiting.text)).toBeInTheDocument();
    expect(insertsOf(requests)[0].body).toEqual(expect.objectContaining({ event_id: "revenue-1", waiting_list: true }));
  });

  it("clears a field's error as soon as that field is edited", async () => {
    installFakeBackend(acceptingBackend);
    const { user } = setup();
    await user.click(submitButton());
    await screen.findByText("Last name is required");
    await user.type(field(/last name/i), "T");
    expect(screen.queryByText("Last name is required")).not.toBeInTheDocument();
    expect(screen.getByText("First name is required")).toBeInTheDocument();
  });

  it("registers for the event and keeps the confirmation, the page's seat figure counting the new seat at once", async () => {
    const seats = { registered: 7, capacity: 30 };
    const requests = installFakeBackend((request) =>
      request.url.pathname === "/rest/v1/rpc/event_seats"
        ? reply.json([{ event_key: "future-of-hr", registered: seats.registered + 1, capacity: seats.capacity }])
        : acceptingBackend(request),
    );
    // The event page's 'N/M registered', as EventMeta writes it for the live-seats behaviour.
    const figure = document.body.appendChild(document.createElement("p"));
    Object.assign(figure.dataset, { enhance: "live-seats", seats: "future-of-hr" });
    figure.textContent = registrationText(seats.registered, seats.capacity) ?? "";
    const { user } = setup();
    await fillValidForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole("heading", { name: "Registration Successful!" })).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for registering. You'll receive a confirmation email shortly with event details."),
    ).toBeInTheDocument();
    expect(requests.map((request) => [request.method, request.url.pathname])).toEqual([
      ["HEAD", "/rest/v1/event_registrations"],
      ["POST", "/rest/v1/rpc/altcha_challenge"],
      ["POST", "/rest/v1/event_registrations"],
      ["GET", "/rest/v1/rpc/event_seats"],
    ]);
    expect(insertsOf(requests)[0].body).toEqual({
      ...registrationRow({ email: "alan@example.com", challenge: null, event_id: "future-of-hr" }),
      waiting_list: false,
      nickname: "",
      submission_key: expect.stringMatching(UUID),
      altcha: expect.any(String),
    });

    await waitFor(() => expect(figure).toHaveTextContent(registrationText(seats.registered + 1, seats.capacity) ?? ""));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText("Registration Successful!")).toBeInTheDocument();
    figure.remove();
  });

  it.each(
    ["first_name", "last_name"].flatMap((column) => INVISIBLE_NAMES.map((name) => [column, codePoints(name), name])),
  )("refuses a %s of nothing but %s with the field's 'required' message", async (column, _shown, name) => {
    installFakeBackend(acceptingBackend);
    const { user } = setup();
    await fillValidForm(user);
    const input = field(column === "first_name" ? /first name/i : /last name/i);
    await user.clear(input);
    await user.click(input);
    await user.paste(name);
    await user.click(submitButton());
    const message = REGISTRATION_FIELD_MESSAGES[column as "first_name" | "last_name"];
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(message);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Submitting...' and disables the button while sending", async () => {
    let release: () => void = () => {};
    installFakeBackend(
      (request) =>
        new Promise((resolve) => {
          release = () => resolve(acceptingBackend(request) as never);
        }),
    );
    const { user } = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(submitButton()).toHaveTextContent("Submitting...");
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");
    await act(async () => release());
    // The proof of work's challenge (answered at once), then the insert, held.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");
    await act(async () => release());
    expect(await screen.findByText("Registration Successful!")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveFocus();
  });

  it.each(FAILURES)("when %s, shows the §8 banner and keeps everything typed", async (_case, handler, banner) => {
    installFakeBackend(handler);
    const { user } = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      `${banner.replace("{table}", "event_registrations")} You can also email us at ${SITE_CONTACT.email}.`,
    );
    expect(alert).toHaveFocus();
    expect(field(/first name/i)).toHaveValue(" Alan ");
    expect(field(/^email/i)).toHaveValue("alan@example.com");
    expect(field(/privacy policy/i)).toBeChecked();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent("Register now");
  });

  it("shows the unexpected-error banner", async () => {
    installFakeBackend(acceptingBackend);
    breakClient();
    const { user } = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(UNEXPECTED_BANNER);
  });

  it("quietly drops a submission whose honeypot is filled", async () => {
    installFakeBackend(acceptingBackend);
    const { user, container } = setup();
    await fillValidForm(user);
    await user.type(container.querySelector('input[name="nickname"]') as HTMLInputElement, "bot");
    await user.click(submitButton());
    expect(await screen.findByText("Registration Successful!")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
