import type { FeaturedInsight } from "../components/reports/featured-insight-card";
import { featuredInsightOf } from "../components/reports/featured-insight-fields";
import type { TestimonialCarouselProps } from "../components/testimonial-carousel/testimonial-carousel";
import type { LogoItem } from "../components/logo-carousel/logo-carousel";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { imageOf } from "../lib/image";
import { personOf } from "../lib/person";

type Data = Queries.HomePageQuery;

export interface HomeViewProps {
  page: NonNullable<Data["homeJson"]>;
  testimonials: Omit<NonNullable<Data["testimonialsJson"]>, "items"> & {
    items: TestimonialCarouselProps["testimonials"];
  };
  latest: { title: string; insight: FeaturedInsight; viewAll: { label: string; href: string } };
  logos: readonly LogoItem[];
  /** The faces beside the hero's text on large screens. */
  faces: { name: string; image?: IGatsbyImageData }[];
}

/** What the home page shows, from its query and the site's client logos. */
export const toHomeProps = (data: Data, logos: readonly LogoItem[]): HomeViewProps => {
  const { homeJson: page, testimonialsJson: testimonials, featuredInsightJson: insight } = data;
  if (!page || !testimonials || !insight)
    throw new Error("data/home.json, data/testimonials.json and data/featured-insight.json are required");
  return {
    page,
    faces: data.heroFaces.nodes.map(({ person }) => ({ name: person.name, image: imageOf(person.photo) })),
    testimonials: {
      title: testimonials.title,
      intro: testimonials.intro,
      // Community members are quoted for what they said here, without a personal profile link.
      items: testimonials.items.map((item) => ({
        ...personOf(item.person),
        profileUrl: null,
        quote: item.quote,
        logo: imageOf(item.logo),
      })),
    },
    latest: {
      title: insight.latest.title,
      insight: featuredInsightOf(insight, insight.latest.linkLabel),
      viewAll: insight.latest.viewAll,
    },
    logos,
  };
};

/** 'a, b and c': the rotating words as a screen reader reads them at once. */
export const joinWords = (words: readonly string[]): string =>
  `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
