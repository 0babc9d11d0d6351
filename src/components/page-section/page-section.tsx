import React from "react";
import { SectionHeading } from "../section-heading/section-heading";

export interface PageSectionProps {
  /** Id of the heading, which names the section; also the anchor of the section. */
  id: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  alt?: boolean;
  children: React.ReactNode;
}

/** The house section pattern: a band with a container and a heading that labels it. */
export function PageSection({ id, title, intro, alt, children }: PageSectionProps): React.ReactElement {
  return (
    <section className={alt ? "section section--alt" : "section"} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}
