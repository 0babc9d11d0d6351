import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Accordion } from "../components/accordion/accordion";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { MarkdownLite } from "../components/markdown-lite/markdown-lite";
import { PageSection } from "../components/page-section/page-section";
import { faqJsonLd } from "../components/seo/faq-json-ld";
import { canonicalPath, Seo } from "../components/seo/seo";

export default function FaqPage(props: PageProps<Queries.FaqPageQuery>): React.ReactElement {
  const faq = props.data.faqJson;
  if (!faq) throw new Error("data/faq.json is required");
  return (
    <>
      <Seo title={faq.title} description={faq.description} path={canonicalPath(props)}>
        <script type="application/ld+json">{faqJsonLd(faq.questions)}</script>
      </Seo>
      <Hero {...faq.hero} />
      <PageSection id="questions" title={faq.questionsTitle}>
        <Accordion
          hash={props.location.hash}
          items={faq.questions.map((item, i) => ({
            id: `question-${i + 1}`,
            title: item.question,
            content: <MarkdownLite text={item.answer} plain />,
          }))}
        />
      </PageSection>
      <CtaBand
        title={faq.stillHaveQuestions.title}
        text={faq.stillHaveQuestions.text}
        actions={faq.stillHaveQuestions.actions}
      />
      <PageSection id="at-a-glance" title={faq.summary.title} intro={faq.summary.intro} alt>
        <FeatureGrid columns={3} items={faq.summary.items} />
      </PageSection>
    </>
  );
}

export const query = graphql`
  query FaqPage {
    faqJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      questionsTitle
      questions {
        question
        answer
      }
      stillHaveQuestions {
        ...CallToActionFields
      }
      summary {
        ...FeatureSectionFields
      }
    }
  }
`;
