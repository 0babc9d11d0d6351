import React from "react";
import { Accordion } from "../components/accordion/accordion";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { MarkdownLite } from "../components/markdown-lite/markdown-lite";
import { PageSection } from "../components/page-section/page-section";
import { type FaqViewProps, questionId } from "./faq-props";

/** The FAQ screen, at /faq. */
export function FaqView({ page, hash }: FaqViewProps): React.ReactElement {
  return (
    <>
      <Hero {...page.hero} />
      <PageSection id="questions" title={page.questionsTitle}>
        <Accordion
          hash={hash}
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
      <PageSection id="at-a-glance" title={page.summary.title} intro={page.summary.intro} alt>
        <FeatureGrid columns={3} items={page.summary.items} />
      </PageSection>
    </>
  );
}
