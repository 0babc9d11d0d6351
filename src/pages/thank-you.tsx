import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ButtonLink } from "../components/button-link/button-link";
import { Hero } from "../components/hero/hero";
import { canonicalPath, Seo } from "../components/seo/seo";

export default function ThankYouPage(props: PageProps<Queries.ThankYouPageQuery>): React.ReactElement {
  const page = props.data.thankYouJson;
  if (!page) throw new Error("data/thank-you.json is required");
  return (
    <>
      <Seo title={page.title} description={page.description} path={canonicalPath(props)} noindex />
      <Hero
        title={page.heading}
        subtitle={
          <>
            <p>
              <strong>{page.subheading}</strong>
            </p>
            <p>{page.text}</p>
          </>
        }
      >
        <ButtonLink href={page.action.href} variant="light" icon="arrow-right">
          {page.action.label}
        </ButtonLink>
      </Hero>
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
