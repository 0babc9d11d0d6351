import React from "react";
import { Timed } from "../timed/timed";
import { PageSection } from "./page-section";

export interface SectionSpec {
  id: string;
  title: string;
  content: React.ReactNode;
  /** A section that holds only until this instant (an event's registration): shown by the visitor's clock. */
  until?: { at: string; builtAt: string };
}

/** Sections one after another, every second one on the alternate background; `null` entries are left out. */
export function SectionList({ sections }: { sections: readonly (SectionSpec | null)[] }): React.ReactElement {
  return (
    <>
      {sections
        .filter((section): section is SectionSpec => section !== null)
        .map((section, i) => {
          const shown = (
            <PageSection key={section.id} id={section.id} title={section.title} alt={i % 2 === 1}>
              {section.content}
            </PageSection>
          );
          return section.until ? (
            <Timed key={section.id} until={section.until.at} builtAt={section.until.builtAt}>
              {shown}
            </Timed>
          ) : (
            shown
          );
        })}
    </>
  );
}
