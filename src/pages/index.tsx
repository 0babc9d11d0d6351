import { graphql, type PageProps } from "gatsby";
import { imageOf } from "../lib/image";
import { personOf } from "../lib/person";
import React from "react";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { LogoCarousel } from "../components/logo-carousel/logo-carousel";
import { PageSection } from "../components/page-section/page-section";
import { featuredInsightOf } from "../components/reports/featured-insight-fields";
import { LatestInsight } from "../components/reports/latest-insight";
import { RotatingWords, useWordsPause } from "../components/rotating-words/rotating-words";
import { SectionHeading } from "../components/section-heading/section-heading";
import { canonicalPath, Seo } from "../components/seo/seo";
import { StatGrid } from "../components/stat-grid/stat-grid";
import { TestimonialCarousel } from "../components/testimonial-carousel/testimonial-carousel";
import { useClientLogos } from "../hooks/use-client-logos";

const joinWords = (words: readonly string[]) => `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;

export default function HomePage(props: PageProps<Queries.HomePageQuery>): React.ReactElement {
  const logos = useClientLogos();
  const words = useWordsPause();
  const { homeJson: home, testimonialsJson: testimonials, featuredInsightJson: insight } = props.data;
  if (!home || !testimonials || !insight)
    throw new Error("data/home.json, data/testimonials.json and data/featured-insight.json are required");
  return (
    <>
      <Seo title={home.title} description={home.description} path={canonicalPath(props)} />
      <Hero
        eyebrow={home.hero.eyebrow}
        title={
          <>
            {home.hero.lead}{" "}
            <RotatingWords words={home.hero.words} label={joinWords(home.hero.words)} paused={words.paused} />
          </>
        }
        subtitle={<p>{home.hero.subtitle}</p>}
        actions={home.hero.actions}
      >
        {words.control}
      </Hero>
      <section className="section" aria-label="Our network in numbers">
        <div className="container">
          <StatGrid stats={home.stats} />
        </div>
      </section>
      <PageSection id="platform" title={home.platform.title} intro={home.platform.intro} alt>
        <FeatureGrid scroll items={home.platform.cards.map((card) => ({ ...card, linkLabel: "Learn more" }))} />
      </PageSection>
      <PageSection id="how-it-works" title={home.howItWorks.title} intro={home.howItWorks.intro}>
        <FeatureGrid numbered items={home.howItWorks.steps} />
      </PageSection>
      <PageSection id="why-join" title={home.whyJoin.title} intro={home.whyJoin.intro} alt>
        <FeatureGrid items={home.whyJoin.benefits} />
      </PageSection>
      <PageSection id="community-testimonials" title={testimonials.title} intro={testimonials.intro}>
        <TestimonialCarousel
          label="Testimonials"
          testimonials={testimonials.items.map((item) => ({
            ...personOf(item.person),
            profileUrl: null,
            quote: item.quote,
            logo: imageOf(item.logo),
          }))}
        />
      </PageSection>
      <CtaBand title={home.cta.title} text={home.cta.text} actions={home.cta.actions} />
      <section className="section" aria-labelledby="trusted-by">
        <div className="container">
          <SectionHeading id="trusted-by" title={home.logosTitle} />
        </div>
        <LogoCarousel logos={logos} label={home.logosTitle} />
      </section>
      <LatestInsight
        title={insight.latest.title}
        insight={featuredInsightOf(insight, insight.latest.linkLabel)}
        viewAll={insight.latest.viewAll}
        alt
      />
    </>
  );
}

export const query = graphql`
  query HomePage {
    featuredInsightJson {
      ...LatestInsightFields
    }
    homeJson {
      title
      description
      hero {
        eyebrow
        lead
        words
        subtitle
        actions {
          label
          href
        }
      }
      stats {
        ...StatFields
      }
      platform {
        title
        intro
        cards {
          icon
          title
          description
          href
        }
      }
      howItWorks {
        title
        intro
        steps {
          icon
          title
          description
        }
      }
      whyJoin {
        title
        intro
        benefits {
          icon
          title
          description
        }
      }
      cta {
        ...CallToActionFields
      }
      logosTitle
    }
    testimonialsJson {
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
        logo {
          childImageSharp {
            gatsbyImageData(height: 32, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
          }
        }
      }
    }
  }
`;
