import { type PageProps } from "gatsby";
import React from "react";
import { ButtonRow } from "../components/button-link/button-link";
import { Hero } from "../components/hero/hero";
import { Seo } from "../components/seo/seo";

export default function NotFoundPage(props: PageProps): React.ReactElement {
  return (
    <>
      <Seo
        title="Page not found"
        description="The page you were looking for does not exist. Find interview programmes, events, communities and insights from here."
        path={props.location.pathname}
        noindex
      />
      <Hero
        eyebrow="404"
        title="Page not found"
        subtitle={
          <p>The page you were looking for doesn&apos;t exist or has moved. These are good places to continue:</p>
        }
      >
        <ButtonRow
          primary="light"
          secondary="ghost"
          actions={[
            { label: "Go to the home page", href: "/" },
            { label: "Interview programmes", href: "/interview-programmes" },
            { label: "Communities", href: "/communities" },
            { label: "Contact us", href: "/contact" },
          ]}
        />
      </Hero>
    </>
  );
}
