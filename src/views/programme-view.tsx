import React from "react";
import { ButtonLink } from "../components/button-link/button-link";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { Picture } from "../components/picture/picture";
import { bookingActions, CLOSED_NOTICE } from "../components/programme/booking-actions";
import { Flywheel } from "../components/programme/flywheel";
import { Participants } from "../components/programme/participants";
import { ProcessSteps } from "../components/programme/process-steps";
import { QuestionList } from "../components/programme/question-list";
import { Sponsor } from "../components/programme/sponsor";
import { StatusBadge } from "../components/programme/status-badge";
import { SectionHeading } from "../components/section-heading/section-heading";
import type { ProgrammeViewProps } from "./programme-props";
import * as styles from "./programme.module.scss";

/** One questionnaire preview / interview guide page per `data/programmes/*.json`. */
export function ProgrammeView({
  programme,
  copy,
  logo,
  heroImage,
  sponsorLogo,
  participants,
}: ProgrammeViewProps): React.ReactElement {
  return (
    <>
      <Hero
        tone="light"
        before={
          <div className={styles.masthead}>
            <StatusBadge status={programme.status} />
            {logo && (
              <Picture image={logo} alt={`${programme.shortTitle} programme`} className={styles.logo} priority />
            )}
          </div>
        }
        title={
          <>
            <span className={styles.variant}>
              {programme.headingVariant}
              <span className="visually-hidden">: </span>
            </span>
            {programme.title}
          </>
        }
        subtitle={programme.status === "closed" && <p>{CLOSED_NOTICE}</p>}
        actions={bookingActions(programme.status, programme.booking)}
        media={heroImage && <Picture image={heroImage} alt={programme.heroImageAlt ?? ""} priority />}
      />
      <PageSection id="value" title={copy.valueTitle} intro={copy.valueIntro} alt>
        <Flywheel items={programme.flywheel} title={`Value flywheel of the ${programme.shortTitle} programme`} />
      </PageSection>
      <section className="section" aria-labelledby="overview">
        <div className={`container ${styles.prose}`}>
          <SectionHeading id="overview" title={copy.overviewTitle} />
          {programme.overview.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {(programme.overview.lists ?? []).map((list) => (
            <React.Fragment key={list.title}>
              <h3>{list.title}</h3>
              <ul className={styles.bullets}>
                {list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </React.Fragment>
          ))}
        </div>
      </section>
      <PageSection id="questions" title={copy.questionsTitle} alt>
        <QuestionList questions={programme.questions} />
      </PageSection>
      <PageSection id="process" title={copy.processTitle}>
        <ProcessSteps steps={programme.process} />
      </PageSection>
      <PageSection id="requirements" title={copy.requirementsTitle} alt>
        <FeatureGrid items={programme.requirements} />
        {programme.additionalOpportunities && (
          <aside className={styles.note} aria-labelledby="additional-opportunities">
            <h3 id="additional-opportunities">{copy.additionalOpportunitiesTitle}</h3>
            <p>{programme.additionalOpportunities}</p>
          </aside>
        )}
        <div className={styles.follow}>
          <ButtonLink href={programme.followUs.href} variant="secondary">
            {programme.followUs.label}
          </ButtonLink>
        </div>
      </PageSection>
      <PageSection id="sponsor" title={copy.sponsorTitle}>
        <Sponsor name={programme.sponsor.name} logo={sponsorLogo} blurb={programme.sponsor.blurb} />
      </PageSection>
      <Participants participants={participants} />
    </>
  );
}
