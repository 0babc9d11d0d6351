import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Accordion } from "../components/accordion/accordion";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { SectionHeading } from "../components/section-heading/section-heading";
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
      <section className="section" aria-labelledby="questions">
        <div className="container">
          <SectionHeading id="questions" title={faq.questionsTitle} />
          <Accordion
            hash={props.location.hash}
            items={faq.questions.map((item, i) => ({
              id: `question-${i + 1}`,
              title: item.question,
              content: <p>{item.answer}</p>,
            }))}
          />
        </div>
      </section>
      <CtaBand
        title={faq.stillHaveQuestions.title}
        text={faq.stillHaveQuestions.text}
        actions={faq.stillHaveQuestions.actions}
      />
      <section className="section section--alt" aria-labelledby="at-a-glance">
        <div className="container">
          <SectionHeading id="at-a-glance" title={faq.summary.title} intro={faq.summary.intro} />
          <FeatureGrid columns={3} items={faq.summary.items} />
        </div>
      </section>
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
        title
        intro
        items {
          icon
          title
          description
        }
      }
    }
  }
`;
