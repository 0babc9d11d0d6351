import React from "react";
import * as styles from "./legal-notice.module.scss";

export interface LegalSection {
  slug: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[] | null;
  /** Extra content after the text, e.g. the contact address. */
  children?: React.ReactNode;
}

export interface LegalNoticeProps {
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** A legal document: date, contents list and numbered sections with anchors. */
export function LegalNotice({ lastUpdated, intro, sections }: LegalNoticeProps): React.ReactElement {
  return (
    <div className={styles.notice}>
      <p className={styles.updated}>Last updated: {lastUpdated}</p>
      <p>{intro}</p>
      <nav aria-labelledby="legal-contents" className={styles.contents}>
        <h2 id="legal-contents" className={styles.contentsTitle}>
          Contents
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.slug}>
              <a href={`#${section.slug}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, i) => (
        <section
          key={section.slug}
          id={section.slug}
          className={styles.section}
          aria-labelledby={`${section.slug}-title`}
        >
          <h2 id={`${section.slug}-title`}>
            {i + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && section.items.length > 0 && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.children}
        </section>
      ))}
    </div>
  );
}
