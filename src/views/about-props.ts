import type { ProfileCardProps } from "../components/profile-card/profile-card";
import type { QuoteCardProps } from "../components/quote-card/quote-card";
import { personOf } from "../lib/person";

type Page = NonNullable<Queries.AboutPageQuery["aboutJson"]>;

export interface AboutViewProps {
  page: Omit<Page, "testimonials" | "hosts"> & {
    testimonials: Omit<Page["testimonials"], "items">;
    hosts: Omit<Page["hosts"], "people">;
  };
  /** What participants say, each keyed by its author. */
  testimonials: (QuoteCardProps & { key: string })[];
  /** The hosts a participant meets, each keyed by its person. */
  hosts: (ProfileCardProps & { key: string })[];
}

/** What the about screen shows, from its query. */
export const toAboutProps = (data: Queries.AboutPageQuery): AboutViewProps => {
  if (!data.aboutJson) throw new Error("data/about.json is required");
  const { testimonials, hosts, ...page } = data.aboutJson;
  const { items, ...testimonialsCopy } = testimonials;
  const { people, ...hostsCopy } = hosts;
  return {
    page: { ...page, testimonials: testimonialsCopy, hosts: hostsCopy },
    testimonials: items.map(({ person, quote, rating }) => ({
      key: person.personId,
      ...personOf(person),
      quote,
      rating,
    })),
    hosts: people.map(({ person, bio }) => {
      const host = personOf(person);
      return { key: person.personId, ...host, role: host.title, bio };
    }),
  };
};
