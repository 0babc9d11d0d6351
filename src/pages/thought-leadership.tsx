import { graphql, type PageProps } from "gatsby";
import React from "react";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { FeaturedInsightCard } from "../components/reports/featured-insight-card";
import { featuredInsightOf, pickCover } from "../components/reports/featured-insight-fields";
import { IndependenceBanner } from "../components/reports/independence-banner";
import { ReportBrowser } from "../components/reports/report-browser";
import type { Report } from "../components/reports/report-card";
import { SectionHeading } from "../components/section-heading/section-heading";
import { canonicalPath, Seo } from "../components/seo/seo";
import { imageOf } from "../lib/image";
import { StatGrid } from "../components/stat-grid/stat-grid";

export default function ThoughtLeadershipPage(
  props: PageProps<Queries.ThoughtLeadershipPageQuery>,
): React.ReactElement {
  const { thoughtLeadershipJson: page, featuredInsightJson: featured } = props.data;
  if (!page || !featured) throw new Error("data/thought-leadership.json and data/featured-insight.json are required");
  const reports: Report[] = props.data.allReportsJson.nodes.map((node) => {
    const cover = pickCover(node.cover, node.liveCover, `Report "${node.title}"`);
    return {
      slug: node.slug,
      title: node.title,
      description: node.enrichedDescription ?? node.description,
      category: node.category,
      industry: node.industry,
      topic: node.topic,
      insightType: node.insight_type,
      publishedAt: node.published_at,
      url: node.pdf_url,
      cover: cover.image,
      liveCover: cover.live,
      logo: node.logo && {
        name: node.logo.name,
        image: imageOf(node.logo.image),
      },
    };
  });
  return (
    <>
      <Seo title={page.title} description={page.description} path={canonicalPath(props)} />
      <Hero {...page.hero} subtitle={<p>{page.hero.subtitle}</p>} />
      <IndependenceBanner text={page.independence} />
      <PageSection id="our-impact" title={page.impact.title}>
        <StatGrid stats={page.impact.stats} />
      </PageSection>
      <PageSection id="featured-insight" title={page.featured.title} alt>
        <FeaturedInsightCard insight={featuredInsightOf(featured, page.featured.linkLabel)} />
      </PageSection>
      <section id="latest-reports" className="section" aria-labelledby="latest-reports-title">
        <div className="container">
          <SectionHeading id="latest-reports-title" title={page.latest.title} intro={page.latest.intro} />
          <ReportBrowser reports={reports} />
        </div>
      </section>
    </>
  );
}

export const query = graphql`
  query ThoughtLeadershipPage {
    thoughtLeadershipJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      independence
      impact {
        title
        stats {
          ...StatFields
        }
      }
      featured {
        title
        linkLabel
      }
      latest {
        title
        intro
      }
    }
    featuredInsightJson {
      ...FeaturedInsightFields
    }
    allReportsJson(sort: { published_at: DESC }) {
      nodes {
        slug
        title
        description
        enrichedDescription
        category
        industry
        topic
        insight_type
        published_at
        pdf_url
        logo {
          name
          image {
            childImageSharp {
              gatsbyImageData(height: 32, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
            }
          }
        }
        cover {
          ...ReportCover
        }
        liveCover {
          ...ReportCover
        }
      }
    }
  }

  fragment ReportCover on File {
    childImageSharp {
      gatsbyImageData(width: 640, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
    }
  }
`;
