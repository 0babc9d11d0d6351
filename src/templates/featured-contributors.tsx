import { graphql, type PageProps } from "gatsby";
import { imageOf } from "../lib/image";
import { personOf } from "../lib/person";
import React from "react";
import type { Contributor } from "../components/contributors/contributor-card";
import { ContributorGrid } from "../components/contributors/contributor-grid";
import { CtaBand } from "../components/cta-band/cta-band";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { canonicalPath, Seo } from "../components/seo/seo";
import { StatGrid } from "../components/stat-grid/stat-grid";

export default function FeaturedContributorsPage(
  props: PageProps<Queries.FeaturedContributorsPageQuery>,
): React.ReactElement {
  const page = props.data.featuredContributorsJson;
  if (!page) throw new Error("data/featured-contributors.json is required");
  const contributors: Contributor[] = props.data.allContributorsJson.nodes.map((node) => ({
    slug: node.slug,
    fullName: node.person.name,
    title: node.person.title,
    company: node.person.company,
    headshot: personOf(node.person).image,
    companyLogo: imageOf(node.company_logo),
    quote: node.quote,
    interviewUrl: node.interview_url,
    podcastUrl: node.podcast_url,
    publishedAt: node.published_at,
    displayOrder: node.display_order,
  }));
  return (
    <>
      <Seo title={page.title} description={page.description} path={canonicalPath(props)} />
      <Hero {...page.hero} subtitle={<p>{page.hero.subtitle}</p>} />
      <section className="section" aria-label="Our network in numbers">
        <div className="container">
          <StatGrid stats={page.stats} />
        </div>
      </section>
      <PageSection id="contributors" title={page.grid.title} intro={page.grid.intro} alt>
        <ContributorGrid contributors={contributors} earlierTitle={page.earlierTitle} />
      </PageSection>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}

export const query = graphql`
  query FeaturedContributorsPage {
    featuredContributorsJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      stats {
        ...StatFields
      }
      grid {
        title
        intro
      }
      earlierTitle
      cta {
        ...CallToActionFields
      }
    }
    allContributorsJson(sort: { display_order: ASC }) {
      nodes {
        slug
        person {
          ...PersonFields
          photo {
            childImageSharp {
              gatsbyImageData(width: 80, height: 80, layout: FIXED, placeholder: BLURRED, formats: [AUTO, WEBP])
            }
          }
        }
        company_logo {
          childImageSharp {
            gatsbyImageData(height: 32, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
          }
        }
        quote
        interview_url
        podcast_url
        published_at
        display_order
      }
    }
  }
`;
