import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { ThankYouView } from "../views/thank-you-view";

export default function ThankYouPage(props: PageProps<Queries.ThankYouPageQuery>): React.ReactElement {
  const page = props.data.thankYouJson;
  if (!page) throw new Error("data/thank-you.json is required");
  return (
    <>
      <Seo title={page.title} description={page.description} path={canonicalPath(props)} noindex />
      <ThankYouView page={page} />
    </>
  );
}

export const query = graphql`
  query ThankYouPage {
    thankYouJson {
      title
      description
      heading
      subheading
      text
      action {
        label
        href
      }
    }
  }
`;
