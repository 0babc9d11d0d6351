import { graphql, type PageProps } from "gatsby";
import { personOf } from "../lib/person";
import React from "react";
import { ButtonLink, ButtonRow } from "../components/button-link/button-link";
import { CardGrid } from "../components/card-grid/card-grid";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { ProfileCard } from "../components/profile-card/profile-card";
import { Prose } from "../components/prose/prose";
import { QuoteCard } from "../components/quote-card/quote-card";
import { RotatingWords, useWordsPause } from "../components/rotating-words/rotating-words";
import { canonicalPath, Seo } from "../components/seo/seo";
import { StatGrid } from "../components/stat-grid/stat-grid";

export default function AboutPage(props: PageProps<Queries.AboutPageQuery>): React.ReactElement {
  const words = useWordsPause();
  const about = props.data.aboutJson;
  if (!about) throw new Error("data/about.json is required");
  return (
    <>
      <Seo title={about.title} description={about.description} path={canonicalPath(props)} />
      <Hero
        eyebrow={about.hero.eyebrow}
        title={
          <RotatingWords
            words={about.hero.words}
            mode="accumulate"
            label={about.hero.words.join(" ")}
            paused={words.paused}
          />
        }
        subtitle={<p>{about.hero.subtitle}</p>}
      >
        {words.control}
      </Hero>
      <section className="section" aria-label="Our network in numbers">
        <div className="container">
          <StatGrid stats={about.stats} />
        </div>
      </section>
      <PageSection id="our-story" title={about.story.title} alt>
        <Prose paragraphs={about.story.paragraphs} />
      </PageSection>
      <PageSection id="what-participants-say" title={about.testimonials.title} intro={about.testimonials.intro}>
        <CardGrid>
          {about.testimonials.items.map(({ person, quote, rating }) => (
            <QuoteCard key={person.personId} {...personOf(person)} quote={quote} rating={rating} />
          ))}
        </CardGrid>
        <div className="section__actions">
          <ButtonRow actions={about.actions} />
        </div>
      </PageSection>
      <PageSection id="our-approach" title={about.approach.title} intro={about.approach.intro} alt>
        <FeatureGrid columns={3} items={about.approach.items} />
      </PageSection>
      <PageSection id="our-focus" title={about.focus.title}>
        <Prose paragraphs={about.focus.paragraphs} />
        <div className="section__actions">
          <ButtonLink href={about.focus.action.href} icon="microphone">
            {about.focus.action.label}
          </ButtonLink>
        </div>
      </PageSection>
      <PageSection id="meet-your-hosts" title={about.hosts.title} intro={about.hosts.intro} alt>
        <CardGrid>
          {about.hosts.people.map(({ person, bio }) => {
            const host = personOf(person);
            return <ProfileCard key={person.personId} {...host} role={host.title} bio={bio} />;
          })}
        </CardGrid>
      </PageSection>
      <PageSection id="ecosystem" title={about.ecosystem.title} intro={about.ecosystem.intro}>
        <FeatureGrid items={about.ecosystem.items} />
      </PageSection>
      <PageSection id="our-vision" title={about.vision.title} alt>
        <Prose paragraphs={about.vision.paragraphs} />
      </PageSection>
      <CtaBand title={about.cta.title} text={about.cta.text} actions={about.cta.actions} />
    </>
  );
}

export const query = graphql`
  query AboutPage {
    aboutJson {
      title
      description
      hero {
        eyebrow
        words
        subtitle
      }
      stats {
        ...StatFields
      }
      story {
        title
        paragraphs
      }
      testimonials {
        title
        intro
        items {
          person {
            ...PersonFields
            photo {
              childImageSharp {
                gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
              }
            }
          }
          quote
          rating
        }
      }
      actions {
        label
        href
      }
      approach {
        ...FeatureSectionFields
      }
      focus {
        title
        paragraphs
        action {
          label
          href
        }
      }
      hosts {
        title
        intro
        people {
          person {
            ...PersonFields
            photo {
              childImageSharp {
                gatsbyImageData(width: 120, height: 120, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
              }
            }
          }
          bio
        }
      }
      ecosystem {
        ...FeatureSectionFields
      }
      vision {
        title
        paragraphs
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;
