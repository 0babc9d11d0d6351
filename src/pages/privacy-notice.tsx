import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toPrivacyNoticeProps } from "../views/privacy-notice-props";
import { PrivacyNoticeView } from "../views/privacy-notice-view";

export default function PrivacyNoticePage(props: PageProps<Queries.PrivacyNoticePageQuery>): React.ReactElement {
  const view = toPrivacyNoticeProps(props.data);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} />
      <PrivacyNoticeView {...view} />
    </>
  );
}

export const query = graphql`
  query PrivacyNoticePage {
    privacyNoticeJson {
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
      retentionPeriods {
        registrations
        challenges
        contactRequests
        mailRecords
        limitRecords
      }
    }
    siteJson {
      postalAddress
      privacyEmail
    }
  }
`;
