import { render, screen } from "@testing-library/react";
import React from "react";
import { questionId, toFaqProps } from "../../src/views/faq-props";
import { FaqView } from "../../src/views/faq-view";
import { faqQuery } from "../support/fixtures";

const data = faqQuery();
const questions = data.faqJson!.questions;

// jsdom lays nothing out; the accordion scrolls the item a hash names into view.
beforeAll(() => (Element.prototype.scrollIntoView = jest.fn()));

describe("FaqView", () => {
  it("asks every question of data/faq.json, all closed", () => {
    render(<FaqView {...toFaqProps(data, "")} />);
    const buttons = screen.getAllByRole("button", { expanded: false });
    expect(buttons.map((button) => button.textContent)).toEqual(questions.map((item) => item.question));
  });

  it("opens the question the location hash names", () => {
    const last = questions.length - 1;
    render(<FaqView {...toFaqProps(data, `#${questionId(last)}`)} />);
    expect(screen.getByRole("button", { name: questions[last].question })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(1);
  });
});
