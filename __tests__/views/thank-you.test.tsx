import { render, screen } from "@testing-library/react";
import React from "react";
import { ThankYouView } from "../../src/views/thank-you-view";
import { thankYouPage } from "../support/fixtures";

const page = thankYouPage();

describe("ThankYouView", () => {
  it("thanks the visitor in the words of data/thank-you.json and offers the next step", () => {
    render(<ThankYouView page={page} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.heading);
    expect(screen.getByText(page.subheading)).toBeVisible();
    expect(screen.getByText(page.text)).toBeVisible();
    expect(screen.getByRole("link", { name: page.action.label })).toHaveAttribute("href", page.action.href);
  });
});
