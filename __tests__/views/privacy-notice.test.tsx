import { render, screen, within } from "@testing-library/react";
import React from "react";
import { toPrivacyNoticeProps } from "../../src/views/privacy-notice-props";
import { PrivacyNoticeView } from "../../src/views/privacy-notice-view";
import { periodPlaceholders, RETENTION_PERIOD_NAMES } from "../../src/lib/retention-periods";
import { privacyNoticeQuery } from "../support/fixtures";

const data = privacyNoticeQuery();

describe("PrivacyNoticeView", () => {
  it("heads a section per entry of data/privacy-notice.json", () => {
    render(<PrivacyNoticeView {...toPrivacyNoticeProps(data)} />);
    for (const section of data.privacyNoticeJson!.sections) {
      expect(screen.getByRole("heading", { name: new RegExp(section.title) })).toBeInTheDocument();
    }
  });

  it("gives the privacy e-mail address of data/site.json in the contact section", () => {
    render(<PrivacyNoticeView {...toPrivacyNoticeProps(data)} />);
    const email = data.siteJson!.privacyEmail;
    expect(screen.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  });

  it("states, in its retention section, every period the database's retention job keeps", () => {
    render(<PrivacyNoticeView {...toPrivacyNoticeProps(data)} />);
    const periods = data.privacyNoticeJson!.retentionPeriods;
    const templates = data.privacyNoticeJson!.sections.find((section) => section.slug === "retention")!.items!;
    const section = screen.getByRole("region", { name: /How long we keep it/ });
    const rendered = within(section)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(rendered).toHaveLength(templates.length);
    const stated = templates.flatMap((template, i) =>
      periodPlaceholders(template).map((name) => {
        expect(rendered[i]).toContain(periods[name as keyof typeof periods]);
        return name;
      }),
    );
    expect(new Set(stated)).toEqual(new Set(RETENTION_PERIOD_NAMES));
    expect(rendered.join("\n")).not.toMatch(/\{\w+\}/);
  });
});
