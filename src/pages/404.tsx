import { graphql, useStaticQuery, type PageProps } from "gatsby";
import React, { useEffect, useState } from "react";
import { Seo } from "../components/seo/seo";
import { NOT_FOUND_DESCRIPTION, notFoundContent } from "../lib/not-found";
import { NotFoundView } from "../views/not-found-view";

export default function NotFoundPage(props: PageProps): React.ReactElement {
  const { allCommunitiesJson } = useStaticQuery<Queries.NotFoundCommunitiesQuery>(graphql`
    query NotFoundCommunities {
      allCommunitiesJson {
        nodes {
          slug
          name
        }
      }
    }
  `);
  // The static 404.html is built for /404.html; the address asked for is only known in the browser,
  // so the text is chosen after hydration to keep server and client markup equal.
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => setPathname(props.location.pathname), [props.location.pathname]);
  const content = notFoundContent(pathname ?? "", allCommunitiesJson.nodes);
  return (
    <>
      <Seo title={content.title} description={NOT_FOUND_DESCRIPTION} path={props.location.pathname} noindex />
      <NotFoundView content={content} />
    </>
  );
}
