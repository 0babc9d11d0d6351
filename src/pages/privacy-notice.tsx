import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Hero } from "../components/hero/hero";
import { LegalNotice } from "../components/legal-notice/legal-notice";
import { canonicalPath, Seo } from "../components/seo/seo";

export default function PrivacyNoticePage(props: PageProps<Queries.PrivacyNoticePageQuery>): React.ReactElement {
  const { privacyJson: page, siteJson: site } = props.data;
  if (!page || !site) throw new Error("data/privacy.json and data/site.json are required");
  const contact = (
    <address>
      {site.postalAddress}
      <br />
      Email: <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>
    </address>
  );
  return (
    <>
      <Seo title={page.title} description={page.description} path={canonicalPath(props)} />
      <Hero title={page.heading} tone="light" />
      <section className="section">
        <div className="container">
          <LegalNotice
            lastUpdated={page.lastUpdated}
            intro={page.intro}
            sections={page.sections.map((section) =>
              section.slug === "contact" ? { ...section, children: contact } : section,
            )}
          />
        </div>
      </section>
    </>
  );
}

export const query = graphql`
  query PrivacyNoticePage {
    privacyJson {
      title
      description
      heading
      lastUpdated
      intro
      sections {
        slug
        title
        paragraphs
        items
      }
    }
    siteJson {
      postalAddress
      privacyEmail
    }
  }
`;
