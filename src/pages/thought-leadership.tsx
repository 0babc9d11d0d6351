import { graphql, type PageProps } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { imageOf } from "../lib/image";
import React from "react";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { FeaturedInsightCard } from "../components/reports/featured-insight-card";
import { IndependenceBanner } from "../components/reports/independence-banner";
import { ReportBrowser } from "../components/reports/report-browser";
import type { Report } from "../components/reports/report-card";
import { SectionHeading } from "../components/section-heading/section-heading";
import { canonicalPath, Seo } from "../components/seo/seo";
import { StatGrid } from "../components/stat-grid/stat-grid";

type ImageFile = { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;

/** A cover found on the linked page wins over the stored one; `live` says which was used. */
const pickCover = (stored: ImageFile, found: ImageFile, what: string) => {
  const live = imageOf(found);
  const image = live ?? imageOf(stored);
  if (!image) throw new Error(`${what} has no processable cover image`);
  return { image, live: Boolean(live) };
};

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
    };
  });
  const featuredCover = pickCover(featured.image, featured.liveCover, "The featured insight");
  return (
    <>
      <Seo title={page.title} description={page.description} path={canonicalPath(props)} />
      <Hero {...page.hero} subtitle={<p>{page.hero.subtitle}</p>} />
      <IndependenceBanner text={page.independence} />
      <PageSection id="our-impact" title={page.impact.title}>
        <StatGrid stats={page.impact.stats} />
      </PageSection>
      <PageSection id="featured-insight" title={page.featured.title} alt>
        <FeaturedInsightCard
          insight={{
            title: featured.title,
            description: featured.enrichedDescription ?? featured.description,
            link: featured.link,
            linkLabel: page.featured.linkLabel,
            image: featuredCover.image,
            liveCover: featuredCover.live,
            publisherName: featured.publisherName,
            publisherLogo: imageOf(featured.publisherLogo),
          }}
        />
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
      title
      description
      enrichedDescription
      link
      publisherName
      image {
        ...FeaturedInsightImage
      }
      liveCover {
        ...FeaturedInsightImage
      }
      publisherLogo {
        childImageSharp {
          gatsbyImageData(height: 32, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
        }
      }
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

  fragment FeaturedInsightImage on File {
    childImageSharp {
      gatsbyImageData(width: 720, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
    }
  }
`;
