import { graphql, type PageProps } from "gatsby";
import React from "react";
import { CommunityGrid } from "../components/community-grid/community-grid";
import { CtaBand } from "../components/cta-band/cta-band";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { RetryNotice } from "../components/retry-notice/retry-notice";
import { PageSection } from "../components/page-section/page-section";
import { canonicalPath, Seo } from "../components/seo/seo";
import { StatGrid } from "../components/stat-grid/stat-grid";
import { useClientNow } from "../hooks/use-client-now";
import { useLiveCommunities } from "../hooks/use-live-communities";
import { upcomingCounts } from "../lib/event-status";

export default function CommunitiesPage(props: PageProps<Queries.CommunitiesPageQuery>): React.ReactElement {
  const page = props.data.communitiesPageJson;
  const { allCommunitiesJson, allCommunityEventsJson, site } = props.data;
  const now = useClientNow(site?.buildTime ?? new Date(0).toISOString());
  // Upcoming counts from the events themselves, as on each community's page; the database's replace them.
  const counts = upcomingCounts(
    allCommunitiesJson.nodes.map((community) => community.slug),
    allCommunityEventsJson.nodes,
    now,
  );
  const live = useLiveCommunities(
    allCommunitiesJson.nodes.map((community) => ({ ...community, upcomingCount: counts.get(community.slug) ?? 0 })),
  );
  if (!page) throw new Error("data/communities-page.json is required");
  return (
    <>
      <Seo title={page.title} description={page.description} path={canonicalPath(props)} />
      <Hero {...page.hero} subtitle={<p>{page.hero.subtitle}</p>} />
      <section className="section" aria-label="Our communities in numbers">
        <div className="container">
          <StatGrid stats={page.stats} />
        </div>
      </section>
      <PageSection id="benefits" title={page.benefits.title} intro={page.benefits.intro} alt>
        <FeatureGrid items={page.benefits.items} />
      </PageSection>
      <PageSection id="communities" title={page.grid.title} intro={page.grid.intro}>
        <CommunityGrid communities={live.communities} />
        {live.error && <RetryNotice message={live.error} onRetry={live.retry} busy={live.loading} />}
      </PageSection>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}

export const query = graphql`
  query CommunitiesPage {
    site {
      buildTime
    }
    communitiesPageJson {
      title
      description
      hero {
        ...PageHeroFields
      }
      stats {
        ...StatFields
      }
      benefits {
        ...FeatureSectionFields
      }
      grid {
        title
        intro
      }
      cta {
        ...CallToActionFields
      }
    }
    allCommunitiesJson(sort: { order: ASC }) {
      nodes {
        slug
        name
        description
        targetAudience
        colour
        memberCount
        externalUrl
      }
    }
    allCommunityEventsJson {
      nodes {
        community
        startsAt
        durationMinutes
      }
    }
  }
`;
