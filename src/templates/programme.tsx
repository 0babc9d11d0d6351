import { graphql, type PageProps } from "gatsby";
import { imageOf } from "../lib/image";
import { personOf } from "../lib/person";
import React from "react";
import { ButtonLink } from "../components/button-link/button-link";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { bookingActions, CLOSED_NOTICE } from "../components/programme/booking-actions";
import { Flywheel } from "../components/programme/flywheel";
import { Picture } from "../components/picture/picture";
import { Participants } from "../components/programme/participants";
import { ProcessSteps } from "../components/programme/process-steps";
import { QuestionList } from "../components/programme/question-list";
import { Sponsor } from "../components/programme/sponsor";
import { isProgrammeStatus, StatusBadge } from "../components/programme/status-badge";
import { SectionHeading } from "../components/section-heading/section-heading";
import { OG_IMAGES } from "../components/seo/og-image";
import { canonicalPath, Seo } from "../components/seo/seo";
import * as styles from "./programme.module.scss";

/** One questionnaire preview / interview guide page per `data/programmes/*.json`. */
export default function ProgrammePage(
  props: PageProps<Queries.ProgrammePageQuery, { slug: string }>,
): React.ReactElement {
  const programme = props.data.programmesJson;
  const copy = props.data.interviewProgrammesJson?.programmePage;
  if (!copy) throw new Error("data/interview-programmes.json: programmePage is required");
  if (!programme) throw new Error(`No programme in data/programmes/ has slug "${props.pageContext.slug}"`);
  if (!isProgrammeStatus(programme.status)) throw new Error(`Unknown programme status "${programme.status}"`);
  const logo = imageOf(programme.logo);
  const heroImage = imageOf(programme.heroImage);
  return (
    <>
      <Seo
        title={`${programme.shortTitle}: ${programme.headingVariant}`}
        description={programme.description}
        path={canonicalPath(props)}
        image={OG_IMAGES.programme}
      />
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
        <Sponsor name={programme.sponsor.name} logo={imageOf(programme.sponsor.logo)} blurb={programme.sponsor.blurb} />
      </PageSection>
      <Participants
        participants={programme.participants.map(({ person, href }) => {
          const { image, ...shown } = personOf(person);
          return { ...shown, photo: image, href };
        })}
      />
    </>
  );
}

export const query = graphql`
  query ProgrammePage($slug: String!) {
    interviewProgrammesJson {
      programmePage {
        valueTitle
        valueIntro
        overviewTitle
        questionsTitle
        processTitle
        requirementsTitle
        additionalOpportunitiesTitle
        sponsorTitle
      }
    }
    programmesJson(slug: { eq: $slug }) {
      slug
      status
      headingVariant
      title
      shortTitle
      description
      logo {
        childImageSharp {
          gatsbyImageData(height: 56, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
        }
      }
      heroImage {
        childImageSharp {
          gatsbyImageData(width: 640, layout: CONSTRAINED, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
        }
      }
      heroImageAlt
      booking {
        briefingCall
        interview
      }
      flywheel {
        icon
        label
        angle
        type
      }
      overview {
        paragraphs
        lists {
          title
          items
        }
      }
      questions
      process {
        icon
        title
        duration
        description
        action {
          label
          href
        }
      }
      requirements {
        icon
        title
        description
      }
      additionalOpportunities
      followUs {
        label
        href
      }
      sponsor {
        name
        blurb
        logo {
          childImageSharp {
            gatsbyImageData(width: 240, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP])
          }
        }
      }
      participants {
        href
        person {
          ...PersonFields
          photo {
            childImageSharp {
              gatsbyImageData(width: 96, height: 96, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
            }
          }
        }
      }
    }
  }
`;
