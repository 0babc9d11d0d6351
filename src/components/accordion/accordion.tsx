import React from "react";
import * as styles from "./accordion.module.scss";

export interface AccordionItem {
  /** Anchor of the item: `/services#content-services` opens and scrolls to the item `content-services`. */
  id: string;
  title: React.ReactNode;
  content: React.ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level inside each summary, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Collapsible items that open and close independently, any number at once: native `<details>`, so they work
 * without script and need no island. The answers are in the static HTML, only closed. A link to an item's
 * anchor opens it: the anchor is on the item's content, and the browser opens the `<details>` around a
 * fragment it navigates to.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps): React.ReactElement {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details key={item.id} className={styles.item}>
          <summary className={styles.button}>
            <Heading className={styles.heading}>{item.title}</Heading>
            <span className={styles.chevron} aria-hidden="true" />
          </summary>
          <div id={item.id} className={styles.panel}>
            {item.content}
          </div>
        </details>
      ))}
    </div>
  );
}
