import type { LogoItem } from "../components/logo-carousel/logo-carousel";
import { personOf, type ResolvedPerson } from "../lib/person";

type Data = Queries.SponsorPageQuery;

export interface SponsorViewProps {
  page: NonNullable<Data["sponsorJson"]>;
  figures: NonNullable<Data["campaignFiguresJson"]>;
  /** The sponsors quoted, each with their words. */
  testimonials: (ResolvedPerson & { quote: string })[];
  /** The client logos both logo bands show. */
  logos: readonly LogoItem[];
}

/** What the sponsor screen shows, from its query and the site's client logos. */
export const toSponsorProps = (data: Data, logos: readonly LogoItem[]): SponsorViewProps => {
  const { sponsorJson: page, campaignFiguresJson: figures } = data;
  if (!page || !figures) throw new Error("data/sponsor.json and data/campaign-figures.json are required");
  return {
    page,
    figures,
    // Sponsors are quoted for their company, so no personal profile link here.
    testimonials: page.testimonials.map(({ person, quote }) => ({ ...personOf(person), profileUrl: null, quote })),
    logos,
  };
};
