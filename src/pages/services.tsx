import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Accordion, type AccordionItem } from "../components/accordion/accordion";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { CampaignFigures } from "../components/stat-grid/campaign-figures";
import { Prose } from "../components/prose/prose";
import { canonicalPath, Seo } from "../components/seo/seo";

const toAccordionItem = (service: Queries.ServiceItemFieldsFragment): AccordionItem => ({
  id: service.slug,
  title: service.title,
  content: (
    <>
      <p>
        <strong>{service.summary}</strong>
      </p>
      {service.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {service.points && service.points.length > 0 && (
        <ul>
          {service.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
    </>
  ),
});

export default function ServicesPage(props: PageProps<Queries.ServicesPageQuery>): React.ReactElement {
  const { servicesJson: services, campaignFiguresJson: figures } = props.data;
  if (!services || !figures) throw new Error("data/services.json and data/campaign-figures.json are required");
  const hash = props.location.hash;
  return (
    <>
      <Seo title={services.title} description={services.description} path={canonicalPath(props)} />
      <Hero {...services.hero} />
      <PageSection id="services-intro" title={services.intro.title}>
        <Prose paragraphs={services.intro.paragraphs} />
      </PageSection>
      <PageSection id="our-services" title={services.mainTitle} alt>
        <Accordion hash={hash} items={services.main.map(toAccordionItem)} />
      </PageSection>
      <PageSection id="services-in-detail" title={services.moreTitle}>
        <Accordion hash={hash} items={services.more.map(toAccordionItem)} />
      </PageSection>
      <PageSection id="why-choose-us" title={services.whyChooseUs.title} intro={services.whyChooseUs.intro} alt>
        <FeatureGrid items={services.whyChooseUs.points} />
      </PageSection>
      <CampaignFigures title={figures.title} intro={figures.intro} figures={figures.figures} />
      <CtaBand title={services.cta.title} text={services.cta.text} actions={services.cta.actions} />
    </>
  );
}

export const query = graphql`
  fragment ServiceItemFields on ServiceItem {
    slug
    title
    summary
    paragraphs
    points
  }

  query ServicesPage {
    campaignFiguresJson {
      ...CampaignFiguresFields
    }
    servicesJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      intro {
        title
        paragraphs
      }
      mainTitle
      main {
        ...ServiceItemFields
      }
      moreTitle
      more {
        ...ServiceItemFields
      }
      whyChooseUs {
        title
        intro
        points {
          icon
          title
          description
        }
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;
