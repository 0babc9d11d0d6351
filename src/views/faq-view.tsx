import React from "react";
import { Accordion } from "../components/accordion/accordion";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureBand } from "../components/feature-grid/feature-band";
import { Hero } from "../components/hero/hero";
import { MarkdownLite } from "../components/markdown-lite/markdown-lite";
import { PageSection } from "../components/page-section/page-section";
import { type FaqViewProps, questionId } from "./faq-props";

/** The FAQ screen, at /faq. */
export function FaqView({ page }: FaqViewProps): React.ReactElement {
  return (
    <>
      <Hero {...page.hero} />
      <PageSection id="questions" title={page.questionsTitle}>
        <Accordion
          items={page.questions.map((item, i) => ({
            id: questionId(i),
            title: item.question,
            content: <MarkdownLite text={item.answer} plain />,
          }))}
        />
      </PageSection>
      <CtaBand
        title={page.stillHaveQuestions.title}
        text={page.stillHaveQuestions.text}
        actions={page.stillHaveQuestions.actions}
      />
      <FeatureBand id="at-a-glance" {...page.summary} alt columns={3} />
    </>
  );
}
