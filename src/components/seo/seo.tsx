import { graphql, useStaticQuery } from "gatsby";
import React from "react";
import { Helmet } from "react-helmet";
import { listPagePath, normaliseRoute } from "../../routes";
import { pageTitle } from "../../lib/page-title";
import { ogImageFor } from "./og-image";

export interface SeoProps {
  title: string;
  description: string;
  /** The canonical path of the screen, e.g. `/contact` also on `/get-started`. */
  path: string;
  noindex?: boolean;
  /** Site-relative path of the Open Graph image; by default the image of the page's type. */
  image?: string;
  /** A page of a paged list: its title names the page past the first, and it links the previous and next pages. */
  pages?: { base: string; page: number; pages: number };
  /** Extra head tags, e.g. JSON-LD scripts. */
  children?: React.ReactNode;
}

/**
 * The page's `<head>`: title, description, canonical, Open Graph and Twitter tags, and the
 * Organization JSON-LD that every page carries.
 */
export function Seo({ title, description, path, noindex, image, pages, children }: SeoProps): React.ReactElement {
  const { site, siteJson } = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        brandName
        tagline
        contactEmail
        contactPhone
        postalAddress
        professionalNetworkUrl
      }
    }
  `);
  const origin = site?.siteMetadata?.siteUrl ?? "";
  if (!siteJson) throw new Error("data/site.json is required");
  const brand = siteJson.brandName;
  const pageOfTitle = pages ? pageTitle(title, pages.page) : title;
  const fullTitle = pageOfTitle === brand ? pageOfTitle : `${pageOfTitle} | ${brand}`;
  const url = `${origin}${path === "/" ? "/" : path}`;
  const imageUrl = `${origin}${image ?? ogImageFor(path)}`;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      {/* The neighbours by path, on the host that serves the page: Firefox prefetches rel=next, and an absolute
          address would fetch from production (or, on any other host, break `default-src 'self'`). */}
      {pages && pages.page > 1 && <link rel="prev" href={listPagePath(pages.base, pages.page - 1)} />}
      {pages && pages.page < pages.pages && <link rel="next" href={listPagePath(pages.base, pages.page + 1)} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {children}
      <script type="application/ld+json">{JSON.stringify(organization(siteJson, origin))}</script>
    </Helmet>
  );
}

/** schema.org Organization, so search engines tie every page to the company behind it. */
export const organization = (site: NonNullable<Queries.SeoQuery["siteJson"]>, origin: string) => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: site.brandName,
  description: site.tagline,
  url: `${origin}/`,
  logo: `${origin}${ORGANIZATION_LOGO}`,
  email: site.contactEmail,
  telephone: site.contactPhone,
  address: site.postalAddress,
  sameAs: [site.professionalNetworkUrl],
});

/** gatsby-plugin-manifest's largest icon, made from src/images/icon.png. */
export const ORGANIZATION_LOGO = "/icons/icon-512x512.png";

/** The path a page's canonical link names: the primary route on alias pages. */
export const canonicalPath = (props: { location: { pathname: string }; pageContext: unknown }): string => {
  const context = props.pageContext as { canonicalPath?: string } | undefined;
  return normaliseRoute(context?.canonicalPath ?? props.location.pathname);
};
