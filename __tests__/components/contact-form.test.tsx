import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { ContactForm, REDIRECT_DELAY_MS } from "../../src/components/contact-form/contact-form";
import { CONTACT_FIELD_MESSAGES } from "../../src/forms/contact-schema";
import { EMAIL_INVISIBLE_MESSAGE, EMAIL_MIXED_SCRIPT_MESSAGE } from "../../src/forms/rules";
import { RATE_LIMIT_MESSAGE, SUBMIT_TIMEOUT_MS, TIMEOUT_MESSAGE } from "../../src/forms/submit";
import { SITE_CONTACT } from "../support/site-contact";
import {
  acceptingBackend,
  breakClient,
  failingInsert,
  FAILURES,
  FAKE_CHALLENGE,
  FAKE_PROOF_NUMBER,
  type FakeReply,
  insertsOf,
  installFakeBackend,
  isChallengeRequest,
  reply,
  UNEXPECTED_BANNER,
  UUID,
} from "../support/fake-backend";
import { codePoints, contactRow, INVISIBLE_NAMES } from "../support/fixtures";
import { loadPage } from "../../src/lib/page-load";
import { readData } from "../support/data";

const site = readData<typeof import("../../data/site.json")>("site.json");

jest.mock("../../src/lib/page-load", () => ({ loadPage: jest.fn() }));

const VALIDATION_MESSAGES = [
  "Name is required",
  "Email is required",
  "Please select a reason for contact",
  "Message is required",
  "You must agree to our privacy policy",
];

const setup = () => {
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<ContactForm contact={SITE_CONTACT} />);
  return user;
};

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole("button", { name: /send message|sending message/i });

const fillValidForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(field(/full name/i), "  Grace Hopper ");
  await user.type(field(/email address/i), "grace@example.com ");
  await user.type(field(/company/i), "Navy");
  await user.selectOptions(field(/reason for contact/i), "media");
  await user.type(field(/message/i), " Hello there ");
  await user.click(field(/privacy policy/i));
};

describe("ContactForm", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    jest.mocked(loadPage).mockClear();
  });

  it("offers the nine reasons after the placeholder", () => {
    setup();
    const options = within(field(/reason for contact/i))
      .getAllByRole("option")
      .map((option) => [(option as HTMLOptionElement).value, option.textContent]);
    expect(options).toEqual([
      ["", "Please select a reason"],
      ["interview", "Interview Programme Participation"],
      ["events", "Event Experiences & Roundtables"],
      ["community", "Community Membership Inquiry"],
      ["podcast", "Podcast Guest Opportunity"],
      ["content", "Content Services Inquiry"],
      ["partnership", "Partnership & Sponsorship"],
      ["media", "Media & Press Inquiries"],
      ["general", "General Information"],
      ["other", "Other"],
    ]);
  });

  it("uses telephone and URL inputs and a five-row message box", () => {
    setup();
    expect(field(/phone number/i).type).toBe("tel");
    expect(field(/website/i).type).toBe("url");
    expect(field(/email address/i).type).toBe("email");
    expect((field(/message/i) as unknown as HTMLTextAreaElement).rows).toBe(5);
  });

  it("shows every rule's message under its field on submit, sends nothing and focuses the first", async () => {
    installFakeBackend(acceptingBackend);
    const user = setup();
    await user.click(submitButton());
    for (const message of VALIDATION_MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(/full name/i)).toHaveAttribute("aria-invalid", "true");
    expect(field(/full name/i)).toHaveAccessibleDescription("Name is required");
    expect(field(/full name/i)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("treats a name or message of spaces as blank", async () => {
    installFakeBackend(acceptingBackend);
    const user = setup();
    await user.type(field(/full name/i), "   ");
    await user.type(field(/message/i), "  ");
    await user.click(submitButton());
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
  });

  it.each(INVISIBLE_NAMES.map((name) => [codePoints(name), name]))(
    "refuses a name of nothing but %s with 'Name is required', sending nothing",
    async (_shown, name) => {
      installFakeBackend(acceptingBackend);
      const user = setup();
      await fillValidForm(user);
      await user.clear(field(/full name/i));
      await user.click(field(/full name/i));
      await user.paste(name);
      await user.click(submitButton());
      expect(await screen.findByText(CONTACT_FIELD_MESSAGES.full_name)).toBeInTheDocument();
      expect(field(/full name/i)).toHaveAccessibleDescription(CONTACT_FIELD_MESSAGES.full_name);
      expect(field(/full name/i)).toHaveFocus();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it.each([
    ["a zero-width space", "gr\u200bace@example.com", EMAIL_INVISIBLE_MESSAGE],
    ["a soft hyphen", "grace@exam\u00adple.com", EMAIL_INVISIBLE_MESSAGE],
    ["a Cyrillic letter among Latin ones", "gr\u0430ce@example.com", EMAIL_MIXED_SCRIPT_MESSAGE],
    ["a Greek letter among Latin ones", "gr\u03b1ce@example.com", EMAIL_MIXED_SCRIPT_MESSAGE],
    ["a quoted local part", '"grace"@example.com', "Please enter a valid email address"],
    ["an address literal", "grace@[192.0.2.1]", "Please enter a valid email address"],
  ])("refuses an address with %s, saying why", async (_case, address, message) => {
    installFakeBackend(acceptingBackend);
    const user = setup();
    await user.click(field(/email address/i));
    await user.paste(address);
    await user.click(submitButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(/email address/i)).toHaveAccessibleDescription(message);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(["grace@example", "grace hopper@example.com", "@example.com", "grace@.com"])(
    "refuses the email address %p",
    async (email) => {
      installFakeBackend(acceptingBackend);
      const user = setup();
      await user.type(field(/email address/i), email);
      await user.click(submitButton());
      expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
      expect(screen.queryByText("Email is required")).not.toBeInTheDocument();
    },
  );

  it("clears a field's error as soon as that field is edited, and only that one", async () => {
    installFakeBackend(acceptingBackend);
    const user = setup();
    await user.click(submitButton());
    await screen.findByText("Name is required");
    await user.type(field(/full name/i), "G");
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(field(/full name/i)).not.toHaveAttribute("aria-invalid");
    await user.selectOptions(field(/reason for contact/i), "other");
    expect(screen.queryByText("Please select a reason for contact")).not.toBeInTheDocument();
    await user.click(field(/privacy policy/i));
    expect(screen.queryByText("You must agree to our privacy policy")).not.toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
  });

  it("sends the trimmed row with blanks as null, shows the thank-you view, then goes to /thank-you after 2 s", async () => {
    let answerInsert: (reply: FakeReply) => void = () => {};
    const requests = installFakeBackend((request) =>
      request.method === "HEAD" ? reply.count(0) : new Promise<FakeReply>((resolve) => (answerInsert = resolve)),
    );
    const user = setup();
    await fillValidForm(user);
    await user.click(submitButton());

    // The connection check, the proof of work's challenge, the insert.
    await waitFor(() =>
      expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
        "HEAD /rest/v1/contact_etl",
        "POST /rest/v1/rpc/altcha_challenge",
        "POST /rest/v1/contact_etl",
      ]),
    );
    expect(submitButton()).toHaveTextContent("Sending message...");
    // Busy but still focusable: a disabled button would drop keyboard focus to <body>.
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");
    expect(submitButton()).toHaveFocus();
    await user.click(submitButton());
    expect(insertsOf(requests)).toHaveLength(1);
    const [insert] = insertsOf(requests);
    expect(insert.body).toEqual({
      ...contactRow({ email_address: "grace@example.com", reason_for_contact: "media", message: "Hello there" }),
      nickname: "",
      submission_key: expect.stringMatching(UUID),
      altcha: expect.any(String),
    });
    // The challenge, solved: ALTCHA's payload.
    const { algorithm, challenge, salt, signature } = FAKE_CHALLENGE;
    expect(JSON.parse(atob((insert.body as { altcha: string }).altcha))).toEqual({
      algorithm,
      challenge,
      number: FAKE_PROOF_NUMBER,
      salt,
      signature,
      took: expect.any(Number),
    });

    await act(async () => answerInsert(reply.created()));
    expect(await screen.findByRole("heading", { name: "Thank you!" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveFocus();
    expect(
      screen.getByText("Your message has been sent successfully. Redirecting you to our thank you page..."),
    ).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS - 1));
    expect(loadPage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(loadPage).toHaveBeenCalledWith("/thank-you");
  });

  it.each(FAILURES)("when %s, shows the §8 banner and keeps everything typed", async (_case, handler, banner) => {
    installFakeBackend(handler);
    const user = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      `${banner.replace("{table}", "contact_etl")} You can also email us at ${SITE_CONTACT.email}.`,
    );
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole("link", { name: SITE_CONTACT.email })).toHaveAttribute(
      "href",
      `mailto:${SITE_CONTACT.email}`,
    );
    expect(field(/full name/i)).toHaveValue("  Grace Hopper ");
    expect(field(/message/i)).toHaveValue(" Hello there ");
    expect(field(/reason for contact/i)).toHaveValue("media");
    expect(field(/privacy policy/i)).toBeChecked();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent("Send message");
    expect(screen.queryByText("Thank you!")).not.toBeInTheDocument();
  });

  it("shows the unexpected-error banner", async () => {
    installFakeBackend(acceptingBackend);
    breakClient();
    const user = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(UNEXPECTED_BANNER);
  });

  it("clears the banner and sends again on the next attempt", async () => {
    let fail = true;
    installFakeBackend((request) => (fail ? reply.networkDown() : acceptingBackend(request)));
    const user = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    await screen.findByRole("alert");
    fail = false;
    await user.click(submitButton());
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("gives up with the timeout text when the server never answers within 10 s", async () => {
    const requests = installFakeBackend(() => reply.silence());
    const user = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => jest.advanceTimersByTime(SUBMIT_TIMEOUT_MS - 500));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent("Sending message...");

    await act(async () => jest.advanceTimersByTime(500));
    expect(await screen.findByRole("alert")).toHaveTextContent(TIMEOUT_MESSAGE);
    expect(submitButton()).toBeEnabled();
    expect(field(/full name/i)).toHaveValue("  Grace Hopper ");
    expect(field(/message/i)).toHaveValue(" Hello there ");
  });

  it("gives up on an insert that never answers, too", async () => {
    const requests = installFakeBackend((request) => (request.method === "HEAD" ? reply.count(0) : reply.silence()));
    const user = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(insertsOf(requests)).toHaveLength(1));
    await act(async () => jest.advanceTimersByTime(SUBMIT_TIMEOUT_MS));
    expect(await screen.findByRole("alert")).toHaveTextContent(TIMEOUT_MESSAGE);
  });

  it("gives up, too, when the proof of work's challenge never comes", async () => {
    const requests = installFakeBackend(acceptingBackend, { challenge: () => reply.silence() });
    const user = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(requests.filter(isChallengeRequest)).toHaveLength(1));
    await act(async () => jest.advanceTimersByTime(SUBMIT_TIMEOUT_MS));
    expect(await screen.findByRole("alert")).toHaveTextContent(TIMEOUT_MESSAGE);
    expect(insertsOf(requests)).toEqual([]);
  });

  it("shows a 503 HTML error page as one line naming the status, never the page", async () => {
    installFakeBackend(failingInsert(reply.htmlPage(503, "Service Temporarily Unavailable")));
    const user = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    const banner = await screen.findByRole("alert");
    expect(banner.textContent).toBe(
      "Unexpected error: the server answered 503 Service Unavailable. Please try again or contact us directly." +
        ` You can also email us at ${SITE_CONTACT.email}.`,
    );
    expect(banner.innerHTML).not.toMatch(/<(html|h1|center)|&lt;/);
  });

  it("sends the same idempotency key again when the visitor retries after a cut connection", async () => {
    let cut = true;
    const requests = installFakeBackend((request) => {
      if (request.method === "HEAD") return reply.count(0);
      if (cut) {
        cut = false;
        return reply.networkDown(); // the row may have been stored, but the answer never came
      }
      return reply.error(409, {
        code: "23505",
        message: 'duplicate key value violates unique constraint "contact_etl_submission_key_unique"',
      });
    });
    const user = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    await screen.findByRole("alert");
    await user.click(submitButton());
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();

    const inserts = insertsOf(requests);
    expect(inserts).toHaveLength(2);
    const keys = inserts.map((request) => (request.body as { submission_key: string }).submission_key);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it("sends a new key once the visitor changes what they typed", async () => {
    let fail = true;
    const requests = installFakeBackend((request) =>
      request.method === "HEAD" ? reply.count(0) : fail ? reply.networkDown() : reply.created(),
    );
    const user = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    await screen.findByRole("alert");
    await user.type(field(/message/i), "again");
    fail = false;
    await user.click(submitButton());
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    const [first, second] = insertsOf(requests).map(
      (request) => (request.body as { submission_key: string }).submission_key,
    );
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it("asks the visitor to wait or write directly when the address has sent too many messages", async () => {
    installFakeBackend(
      failingInsert(reply.error(429, { code: "PT429", message: "Too many contact requests from this e-mail address" })),
    );
    const user = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent(`${RATE_LIMIT_MESSAGE} ${site.contactEmail}`);
    expect(within(banner).getByRole("link", { name: site.contactEmail })).toHaveAttribute(
      "href",
      `mailto:${site.contactEmail}`,
    );
    expect(field(/full name/i)).toHaveValue("  Grace Hopper ");
  });

  it("asks the visitor to try later or write directly when their network has sent too many", async () => {
    installFakeBackend(
      failingInsert(reply.error(429, { code: "PT429", message: "Too many submissions", details: "client" })),
    );
    const user = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent(
      `Too many requests from your network. Please try again later or email us directly. ${site.contactEmail}`,
    );
    expect(within(banner).getByRole("link", { name: site.contactEmail })).toHaveAttribute(
      "href",
      `mailto:${site.contactEmail}`,
    );
    expect(field(/message/i)).toHaveValue(" Hello there ");
  });

  it("shows the database's refusal of a value under its field, as the browser says it, with no banner", async () => {
    installFakeBackend(
      failingInsert(
        reply.error(400, {
          code: "23514",
          message: 'new row for relation "contact_etl" violates check constraint "contact_etl_full_name_check"',
        }),
      ),
    );
    const user = setup();
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(field(/full name/i)).toHaveFocus());
    expect(field(/full name/i)).toHaveAccessibleDescription(CONTACT_FIELD_MESSAGES.full_name);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(field(/full name/i)).toHaveValue("  Grace Hopper ");
  });

  it("quietly drops a submission whose honeypot is filled", async () => {
    installFakeBackend(acceptingBackend);
    const user = setup();
    await fillValidForm(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="nickname"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(honeypot as HTMLInputElement, "bot");
    await user.click(submitButton());
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("writes nothing the visitor typed to the console", async () => {
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((method) =>
      jest.spyOn(console, method).mockImplementation(() => {}),
    );
    for (const handler of [acceptingBackend, FAILURES[0][1]]) {
      installFakeBackend(handler);
      const user = setup();
      await fillValidForm(user);
      await user.click(submitButton());
      await waitFor(() => expect(screen.queryByRole("alert") ?? screen.queryByText("Thank you!")).not.toBeNull());
      cleanup();
    }
    const logged = JSON.stringify(spies.flatMap((spy) => spy.mock.calls));
    for (const typed of ["Grace Hopper", "grace@example.com", "Hello there", "Navy"])
      expect(logged).not.toContain(typed);
  });

  it("explains the asterisk once, above the fields, and posts rather than putting answers in a URL", () => {
    setup();
    const form = screen.getByRole("form", { name: "Contact form" });
    expect(within(form).getAllByText("Fields marked * are required")).toHaveLength(1);
    expect(form.querySelector("p")?.textContent).toBe("Fields marked * are required");
    expect(form).toHaveAttribute("method", "post");
  });
});
