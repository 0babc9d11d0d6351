import type { CaseStudyCardProps } from "../components/case-study-card/case-study-card";
import { imageOf } from "../lib/image";

type Data = Queries.SponsorSuccessStoriesPageQuery;
type Page = NonNullable<Data["sponsorSuccessStoriesJson"]>;

export interface SponsorSuccessStoriesViewProps {
  page: Omit<Page, "stories">;
  /** One case study per sponsor story, keyed by its spokesperson. */
  stories: (CaseStudyCardProps & { key: string })[];
}

/** What the sponsor success stories screen shows, from its query. */
export const toSponsorSuccessStoriesProps = (data: Data): SponsorSuccessStoriesViewProps => {
  const page = data.sponsorSuccessStoriesJson;
  if (!page) throw new Error("data/sponsor-success-stories.json is required");
  const { stories, ...rest } = page;
  return {
    page: rest,
    stories: stories.map(({ spokesperson, logo, ...story }) => ({
      ...story,
      key: spokesperson.personId,
      company: spokesperson.company,
      spokesperson: spokesperson.name,
      jobTitle: spokesperson.title,
      logo: imageOf(logo),
    })),
  };
};
