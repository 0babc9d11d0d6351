import { render, screen } from "@testing-library/react";
import React from "react";
import { toPrivacyNoticeProps } from "../../src/views/privacy-notice-props";
import { PrivacyNoticeView } from "../../src/views/privacy-notice-view";
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
});
