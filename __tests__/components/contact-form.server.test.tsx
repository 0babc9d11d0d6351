/**
 * @jest-environment node
 */
// The contact form as Gatsby's build renders it into the static HTML: on the server, where there is no `window`
// (under jsdom, Formik would pick useLayoutEffect, which a server render only warns about).
import React from "react";
import { ContactForm } from "../../src/components/contact-form/contact-form";
import { FORM_ACTIONS, UNAVAILABLE_BUTTON, UNAVAILABLE_NOTE } from "../../src/forms/no-script";
import { serverHtml } from "../support/server-html";
import { SITE_CONTACT } from "../support/site-contact";

describe("ContactForm", () => {
  describe("without JavaScript", () => {
    const saved = { url: process.env.GATSBY_SUPABASE_URL, key: process.env.GATSBY_SUPABASE_ANON_KEY };
    afterEach(() => {
      process.env.GATSBY_SUPABASE_URL = saved.url;
      process.env.GATSBY_SUPABASE_ANON_KEY = saved.key;
    });

    it("posts to the address the host passes to the submit-form function, on a site built with a backend", () => {
      process.env.GATSBY_SUPABASE_URL = "http://127.0.0.1:54321";
      process.env.GATSBY_SUPABASE_ANON_KEY = "anon";
      const form = serverHtml(<ContactForm contact={SITE_CONTACT} />).querySelector("form");
      expect(form).toHaveAttribute("method", "post");
      expect(form).toHaveAttribute("action", FORM_ACTIONS.contact);
      expect(form?.querySelector('button[type="submit"]')).toHaveTextContent("Send message");
      expect(form?.querySelector('button[type="submit"]')).not.toBeDisabled();
      expect(form?.textContent).not.toContain(UNAVAILABLE_NOTE);
    });

    it("says so on its button and gives the address and phone number instead of posting, without a backend", () => {
      delete process.env.GATSBY_SUPABASE_URL;
      delete process.env.GATSBY_SUPABASE_ANON_KEY;
      const form = serverHtml(<ContactForm contact={SITE_CONTACT} />).querySelector("form");
      expect(form).not.toHaveAttribute("action");
      const button = form?.querySelector('button[type="submit"]');
      expect(button).toHaveTextContent(UNAVAILABLE_BUTTON);
      expect(button).toBeDisabled();
      expect(form?.textContent).toContain(UNAVAILABLE_NOTE);
      expect(form?.querySelector(`a[href="mailto:${SITE_CONTACT.email}"]`)).not.toBeNull();
      expect(form?.textContent).toContain(SITE_CONTACT.phone);
    });
  });
});
