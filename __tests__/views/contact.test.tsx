import { act, render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React from "react";
import { toContactProps } from "../../src/views/contact-props";
import { ContactView } from "../../src/views/contact-view";
import { contactQuery, staticQueryData } from "../support/fixtures";

const data = contactQuery();
const page = data.contactJson!;

beforeEach(() => (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData()));

describe("ContactView", () => {
  it("gives the phone and e-mail of data/site.json and links each privacy action", async () => {
    render(<ContactView {...toContactProps(data)} />);
    await act(async () => {});
    const details = screen.getByRole("region", { name: page.details.title });
    expect(within(details).getByRole("link", { name: new RegExp(data.siteJson!.contactEmail) })).toBeVisible();
    const form = screen.getByRole("region", { name: page.form.title });
    for (const action of page.privacy.actions) {
      expect(within(form).getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
    }
  });

  it("numbers what happens next", async () => {
    render(<ContactView {...toContactProps(data)} />);
    await act(async () => {});
    const next = screen.getByRole("region", { name: page.nextSteps.title });
    expect(within(next).getAllByRole("listitem")).toHaveLength(page.nextSteps.items.length);
  });

  it("offers a jump from the hero to the form, so a phone reaches it from the first screen", async () => {
    render(<ContactView {...toContactProps(data)} />);
    await act(async () => {});
    const jumps = page.hero.actions!.filter((action) => action.href.startsWith("#"));
    expect(jumps).not.toHaveLength(0);
    for (const jump of jumps) {
      expect(screen.getByRole("link", { name: jump.label })).toHaveAttribute("href", jump.href);
      const target = document.getElementById(jump.href.slice(1));
      expect(target).toContainElement(screen.getByRole("heading", { name: page.form.title }));
    }
  });
});
