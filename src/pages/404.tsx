import { graphql, useStaticQuery, type PageProps } from "gatsby";
import React, { useEffect, useState } from "react";
import { ButtonRow } from "../components/button-link/button-link";
import { Hero } from "../components/hero/hero";
import { Seo } from "../components/seo/seo";
import { notFoundContent } from "../lib/not-found";

const GENERIC_ACTIONS = [
  { label: "Go to the home page", href: "/" },
  { label: "Interview programmes", href: "/interview-programmes" },
  { label: "Communities", href: "/communities" },
  { label: "Contact us", href: "/contact" },
];

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
      <Seo
        title={content.title}
        description="The page you were looking for does not exist. Find interview programmes, events, communities and insights from here."
        path={props.location.pathname}
        noindex
      />
      <Hero eyebrow="404" title={content.title} subtitle={<p>{content.message}</p>}>
        <ButtonRow primary="light" secondary="ghost" actions={content.back ? [content.back] : GENERIC_ACTIONS} />
      </Hero>
    </>
  );
}
