import { graphql, useStaticQuery } from "gatsby";
import React from "react";
import { Helmet } from "react-helmet";

export interface SeoProps {
  title: string;
  description: string;
  /** The canonical path of the screen, e.g. `/contact` also on `/get-started`. */
  path: string;
  noindex?: boolean;
  /** Site-relative path of the Open Graph image. */
  image?: string;
  /** Extra head tags, e.g. JSON-LD scripts. */
  children?: React.ReactNode;
}

/** The page's `<head>`: title, description, canonical, Open Graph and Twitter tags. */
export function Seo({ title, description, path, noindex, image, children }: SeoProps): React.ReactElement {
  const { site, siteJson } = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        brandName
      }
    }
  `);
  const origin = site?.siteMetadata?.siteUrl ?? "";
  const brand = siteJson?.brandName ?? "";
  const fullTitle = title === brand ? title : `${title} | ${brand}`;
  const url = `${origin}${path === "/" ? "/" : path}`;
  const imageUrl = image ? `${origin}${image}` : undefined;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {children}
    </Helmet>
  );
}

/** The path a page's canonical link names: the primary route on alias pages. */
export const canonicalPath = (props: { location: { pathname: string }; pageContext: unknown }): string => {
  const context = props.pageContext as { canonicalPath?: string } | undefined;
  const path = context?.canonicalPath ?? props.location.pathname;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
};
