import React, { useEffect, useRef, useState } from "react";
import { useEnhanced } from "../../hooks/use-enhanced";
import { Island } from "../island/island";
import * as styles from "./accordion.module.scss";

export interface AccordionItem {
  /** Anchor of the item: `/services#content-services` opens and scrolls to the item `content-services`. */
  id: string;
  title: React.ReactNode;
  content: React.ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The location hash (with or without `#`); the item it names opens and scrolls into view. */
  hash?: string;
  /** Heading level that wraps each button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Collapsible items that open and close independently: any number may be
 * open at once. Each header is a real button wired to its panel; the answers
 * are in the static HTML, only hidden. The static HTML (and so a visit
 * without JavaScript) has native <details>/<summary> items that open without
 * script; React swaps in the buttons when it runs, both collapsed alike. Once React runs, it opens the
 * <details> too, so an item opened by the click that hydrated the accordion stays open as buttons.
 */
export function Accordion(props: AccordionProps): React.ReactElement {
  return (
    <Island when="visible">
      <Items {...props} />
    </Island>
  );
}

/** The accordion's items; `Accordion` hydrates them when they come into view. */
function Items({ items, hash, headingLevel = 3 }: AccordionProps): React.ReactElement {
  const enhanced = useEnhanced();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const list = useRef<HTMLDivElement>(null);
  const hashId = hash?.replace(/^#/, "");
  const target = items.some((item) => item.id === hashId) ? hashId : undefined;

  // A click that came before React could hydrate the accordion was the browser's alone: it opened its <details>
  // natively. Such items are taken over as open, so they stay open when the buttons replace the <details>.
  useEffect(() => {
    const opened = Array.from(list.current?.querySelectorAll<HTMLDetailsElement>(":scope > details[open]") ?? []);
    if (opened.length > 0) setOpen((current) => new Set([...current, ...opened.map((details) => details.id)]));
  }, []);

  // Once the buttons are in place: scrolling the static <details> first would aim at an element that the
  // enhanced item then replaces.
  useEffect(() => {
    if (!enhanced || !target) return;
    setOpen((current) => new Set(current).add(target));
    document.getElementById(target)?.scrollIntoView({ block: "start" });
  }, [enhanced, target]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  if (!enhanced) {
    return (
      <div ref={list} className={styles.accordion}>
        {items.map((item) => (
          <details key={item.id} id={item.id} className={styles.item} open={open.has(item.id)}>
            <summary
              className={styles.button}
              onClick={(event) => {
                event.preventDefault();
                toggle(item.id);
              }}
            >
              <Heading className={styles.heading}>{item.title}</Heading>
              <span className={styles.chevron} aria-hidden="true" />
            </summary>
            <div className={styles.panel}>{item.content}</div>
          </details>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id} id={item.id} className={`${styles.item} ${expanded ? styles.expanded : ""}`}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={`${item.id}-button`}
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={`${item.id}-panel`}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={`${item.id}-panel`}
              role="region"
              aria-labelledby={`${item.id}-button`}
              className={styles.panel}
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
