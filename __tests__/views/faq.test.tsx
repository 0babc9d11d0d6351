import { render } from "@testing-library/react";
import React from "react";
import { questionId, toFaqProps } from "../../src/views/faq-props";
import { FaqView } from "../../src/views/faq-view";
import { faqQuery } from "../support/fixtures";

const data = faqQuery();
const questions = data.faqJson!.questions;

describe("FaqView", () => {
  it("asks every question of data/faq.json, all closed, each answer at its own anchor", () => {
    const { container } = render(<FaqView {...toFaqProps(data)} />);
    const items = Array.from(container.querySelectorAll("details"));
    expect(items.map((item) => item.querySelector("summary")?.textContent)).toEqual(
      questions.map((item) => item.question),
    );
    expect(items.filter((item) => item.open)).toEqual([]);
    // /faq#question-3 opens the third: the browser opens the <details> around the fragment it goes to.
    items.forEach((item, i) => expect(item.querySelector(`#${questionId(i)}`)).not.toBeNull());
  });
});
