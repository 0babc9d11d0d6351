import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ButtonLink } from "../components/button-link/button-link";
import { CardGrid } from "../components/card-grid/card-grid";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { LogoCarousel } from "../components/logo-carousel/logo-carousel";
import { PageSection } from "../components/page-section/page-section";
import { CampaignFigures } from "../components/stat-grid/campaign-figures";
import { Prose } from "../components/prose/prose";
import { personOf } from "../lib/person";
import { QuoteCard } from "../components/quote-card/quote-card";
import { SectionHeading } from "../components/section-heading/section-heading";
import { canonicalPath, Seo } from "../components/seo/seo";
import { useClientLogos } from "../hooks/use-client-logos";

export default function SponsorPage(props: PageProps<Queries.SponsorPageQuery>): React.ReactElement {
  const logos = useClientLogos();
  const { sponsorJson: sponsor, campaignFiguresJson: figures } = props.data;
  if (!sponsor || !figures) throw new Error("data/sponsor.json and data/campaign-figures.json are required");
  return (
    <>
      <Seo title={sponsor.title} description={sponsor.description} path={canonicalPath(props)} />
      <Hero {...sponsor.hero} />
      <section className="section" aria-labelledby="partners">
        <div className="container">
          <SectionHeading id="partners" title={sponsor.partnersTitle} />
        </div>
        <LogoCarousel logos={logos} label={sponsor.partnersTitle} />
      </section>
      <PageSection id="why-sponsor" title={sponsor.intro.title} alt>
        <Prose paragraphs={sponsor.intro.paragraphs} />
      </PageSection>
      <PageSection id="sponsor-testimonials" title={sponsor.testimonialsTitle}>
        <CardGrid>
          {sponsor.testimonials.map(({ person, quote }) => (
            // Sponsors are quoted for their company, so no personal profile link here.
            <QuoteCard key={person.personId} {...personOf(person)} profileUrl={null} quote={quote} />
          ))}
        </CardGrid>
        <div className="section__actions">
          <ButtonLink href={sponsor.successStories.href} variant="secondary" icon="arrow-right">
            {sponsor.successStories.label}
          </ButtonLink>
        </div>
      </PageSection>
      <PageSection id="sponsor-benefits" title={sponsor.benefits.title} intro={sponsor.benefits.intro} alt>
        <FeatureGrid columns={3} items={sponsor.benefits.items} />
      </PageSection>
      <CampaignFigures title={figures.title} intro={figures.intro} figures={figures.figures} />
      <PageSection id="sponsor-packages" title={sponsor.packages.title} intro={sponsor.packages.intro}>
        <FeatureGrid columns={3} items={sponsor.packages.items.map((item) => ({ ...item, linkLabel: "Learn more" }))} />
      </PageSection>
      <section className="section section--alt" aria-labelledby="more-partners">
        <div className="container">
          <SectionHeading id="more-partners" title={sponsor.moreLogosTitle} />
        </div>
        <LogoCarousel logos={[...logos].reverse()} label={sponsor.moreLogosTitle} reverse />
      </section>
      <CtaBand title={sponsor.cta.title} text={sponsor.cta.text} actions={sponsor.cta.actions} />
    </>
  );
}

export const query = graphql`
  query SponsorPage {
    campaignFiguresJson {
      ...CampaignFiguresFields
    }
    sponsorJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      partnersTitle
      intro {
        title
        paragraphs
      }
      testimonialsTitle
      testimonials {
        quote
        person {
          ...PersonFields
        }
      }
      successStories {
        label
        href
      }
      benefits {
        ...FeatureSectionFields
      }
      packages {
        title
        intro
        items {
          icon
          title
          description
          href
        }
      }
      moreLogosTitle
      cta {
        ...CallToActionFields
      }
    }
  }
`;
