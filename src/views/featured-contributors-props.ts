import type { Contributor } from "../components/contributors/contributor-card";
import type { ContributorGridProps } from "../components/contributors/contributor-grid";
import { imageOf } from "../lib/image";
import { personOf } from "../lib/person";
import type { ListPageContext } from "../routes";

type Data = Queries.FeaturedContributorsPageQuery;

export interface FeaturedContributorsViewProps {
  page: NonNullable<Data["featuredContributorsJson"]>;
  grid: ContributorGridProps;
}

/** What a page of /featured-contributors shows, from its query and its place among the pages. */
export const toFeaturedContributorsProps = (data: Data, list: ListPageContext): FeaturedContributorsViewProps => {
  const page = data.featuredContributorsJson;
  if (!page) throw new Error("data/featured-contributors.json is required");
  const contributors: Contributor[] = data.allContributorsJson.nodes.map((node) => ({
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
  return {
    page,
    grid: {
      contributors,
      total: data.allContributorsJson.totalCount,
      pager: { title: page.earlierTitle, base: list.base, page: list.page, pages: list.pages },
    },
  };
};
