import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toContactProps } from "../views/contact-props";
import { ContactView } from "../views/contact-view";

export default function ContactPage(props: PageProps<Queries.ContactPageQuery>): React.ReactElement {
  const view = toContactProps(props.data);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} />
      <ContactView {...view} />
    </>
  );
}

export const query = graphql`
  query ContactPage {
    contactJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      details {
        title
        intro
      }
      stats {
        ...StatFields
      }
      nextSteps {
        ...FeatureSectionFields
      }
      form {
        title
        intro
      }
      privacy {
        text
        actions {
          label
          href
        }
      }
    }
    siteJson {
      contactPhone
      contactEmail
      professionalNetworkUrl
      professionalNetworkName
    }
  }
`;
