import { graphql, type PageProps } from "gatsby";
import { imageOf } from "../lib/image";
import React from "react";
import { CardGrid } from "../components/card-grid/card-grid";
import { CaseStudyCard } from "../components/case-study-card/case-study-card";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { canonicalPath, Seo } from "../components/seo/seo";
import { StatGrid } from "../components/stat-grid/stat-grid";

export default function SponsorSuccessStoriesPage(
  props: PageProps<Queries.SponsorSuccessStoriesPageQuery>,
): React.ReactElement {
  const page = props.data.successStoriesJson;
  if (!page) throw new Error("data/success-stories.json is required");
  return (
    <>
      <Seo title={page.title} description={page.description} path={canonicalPath(props)} />
      <Hero {...page.hero} back={page.backLink} />
      <section className="section" aria-label="Sponsor results in numbers">
        <div className="container">
          <StatGrid stats={page.stats} />
        </div>
      </section>
      <PageSection id="case-studies" title={page.storiesTitle} alt>
        <CardGrid>
          {page.stories.map(({ spokesperson, logo, ...story }) => (
            <CaseStudyCard
              key={spokesperson.personId}
              {...story}
              company={spokesperson.company}
              spokesperson={spokesperson.name}
              jobTitle={spokesperson.title}
              logo={imageOf(logo)}
            />
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id="why-sponsors-choose" title={page.whyChoose.title} intro={page.whyChoose.intro}>
        <FeatureGrid items={page.whyChoose.points} />
      </PageSection>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}

export const query = graphql`
  query SponsorSuccessStoriesPage {
    successStoriesJson {
      title
      description
      backLink {
        label
        href
      }
      hero {
        ...PageHeroFields
      }
      stats {
        ...StatFields
      }
      storiesTitle
      stories {
        spokesperson {
          ...PersonFields
        }
        quote
        outcomes
        category
        logo {
          childImageSharp {
            gatsbyImageData(height: 40, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
          }
        }
      }
      whyChoose {
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
