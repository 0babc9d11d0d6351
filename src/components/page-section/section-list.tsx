import React from "react";
import { PageSection } from "./page-section";

export interface SectionSpec {
  id: string;
  title: string;
  content: React.ReactNode;
}

/** Sections one after another, every second one on the alternate background; `null` entries are left out. */
export function SectionList({ sections }: { sections: readonly (SectionSpec | null)[] }): React.ReactElement {
  return (
    <>
      {sections
        .filter((section): section is SectionSpec => section !== null)
        .map((section, i) => (
          <PageSection key={section.id} id={section.id} title={section.title} alt={i % 2 === 1}>
            {section.content}
          </PageSection>
        ))}
    </>
  );
}
