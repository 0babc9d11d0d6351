import { graphql, useStaticQuery, type PageProps } from "gatsby";
import React from "react";
import { OG_IMAGES } from "../components/seo/og-image";
import { Seo } from "../components/seo/seo";
import { GENERIC_NOT_FOUND, NOT_FOUND_DESCRIPTION } from "../components/not-found/not-found-content";
import { NotFoundView } from "../views/not-found-view";

export default function NotFoundPage(props: PageProps): React.ReactElement {
  const { allCommunitiesJson } = useStaticQuery<Queries.NotFoundCommunitiesQuery>(graphql`
    query NotFoundCommunities {
      allCommunitiesJson(sort: { slug: ASC }) {
        nodes {
          slug
          name
        }
      }
    }
  `);
  return (
    <>
      <Seo
        title={GENERIC_NOT_FOUND.title}
        description={NOT_FOUND_DESCRIPTION}
        path={props.location.pathname}
        image={OG_IMAGES.default}
        noindex
      />
      <NotFoundView communities={allCommunitiesJson.nodes} />
    </>
  );
}
