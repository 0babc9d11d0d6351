import React from "react";
import { SectionHeading } from "../section-heading/section-heading";
import { LogoCarousel, type LogoItem } from "./logo-carousel";

export interface LogoBandProps {
  /** Anchor of the heading, which names the band. */
  id: string;
  title: string;
  logos: readonly LogoItem[];
  /** Scroll the other way, so two bands on one page do not move in step. */
  reverse?: boolean;
  alt?: boolean;
}

/** A headed band of client logos running the full width of the page. */
export function LogoBand({ id, title, logos, reverse, alt }: LogoBandProps): React.ReactElement {
  return (
    <section className={alt ? "section section--alt" : "section"} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} title={title} />
      </div>
      <LogoCarousel logos={logos} label={title} reverse={reverse} />
    </section>
  );
}
