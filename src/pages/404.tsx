import { graphql, useStaticQuery, type PageProps } from "gatsby";
import React from "react";
import { Seo } from "../components/seo/seo";
import { GENERIC_NOT_FOUND, NOT_FOUND_DESCRIPTION } from "../lib/not-found";
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
      <Seo title={GENERIC_NOT_FOUND.title} description={NOT_FOUND_DESCRIPTION} path={props.location.pathname} noindex />
      <NotFoundView communities={allCommunitiesJson.nodes} />
    </>
  );
}
