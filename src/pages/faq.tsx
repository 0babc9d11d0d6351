import { graphql, type PageProps } from "gatsby";
import React from "react";
import { faqJsonLd } from "../components/seo/faq-json-ld";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toFaqProps } from "../views/faq-props";
import { FaqView } from "../views/faq-view";

export default function FaqPage(props: PageProps<Queries.FaqPageQuery>): React.ReactElement {
  const view = toFaqProps(props.data);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)}>
        <script type="application/ld+json">{faqJsonLd(view.page.questions)}</script>
      </Seo>
      <FaqView {...view} />
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
