import { graphql, useStaticQuery } from "gatsby";
import React, { Suspense } from "react";
import { Footer } from "./footer";
import { Header } from "./header";
import * as styles from "./layout.module.scss";

export interface LayoutProps {
  /** Canonical path of the current screen. */
  path: string;
  children: React.ReactNode;
}

/** Shared chrome of every page: skip link, sticky header, main landmark, footer. */
export function Layout({ path, children }: LayoutProps): React.ReactElement {
  const { siteJson, navigationJson } = useStaticQuery<Queries.LayoutQuery>(graphql`
    query Layout {
      siteJson {
        brandName
        footerBlurb
        copyright
      }
      navigationJson {
        header {
          name
          href
          items {
            name
            href
            description
          }
        }
        footer {
          title
          links {
            name
            href
          }
        }
      }
    }
  `);
  if (!siteJson || !navigationJson) throw new Error("data/site.json and data/navigation.json are required");
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header brandName={siteJson.brandName} groups={navigationJson.header} path={path} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {/* Its own Suspense boundary lets React hydrate the page content in short slices after the
            header, instead of one long task that blocks input (Lighthouse's Total Blocking Time).
            Nothing inside suspends, so the server HTML and client navigations are unchanged. */}
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Footer
        brandName={siteJson.brandName}
        blurb={siteJson.footerBlurb}
        copyright={siteJson.copyright}
        columns={navigationJson.footer}
      />
    </>
  );
}
