import { graphql, type PageProps } from "gatsby";
import React from "react";
import { FeatureGrid } from "../components/feature-grid/feature-grid";
import { Hero } from "../components/hero/hero";
import { PageSection } from "../components/page-section/page-section";
import { programmePath } from "../routes";
import { canonicalPath, Seo } from "../components/seo/seo";

/** The programme index: one card per `data/programmes/*.json`, in each file's `order`. */
export default function InterviewProgrammesPage(
  props: PageProps<Queries.InterviewProgrammesPageQuery>,
): React.ReactElement {
  const page = props.data.interviewProgrammesJson;
  if (!page) throw new Error("data/interview-programmes.json is required");
  const cards = props.data.allProgrammesJson.nodes.map((programme) => ({
    icon: programme.icon,
    title: programme.title,
    href: programmePath(programme.slug),
    linkLabel: "Learn more",
  }));
  return (
    <>
      <Seo title={page.title} description={page.description} path={canonicalPath(props)} />
      <Hero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        subtitle={page.hero.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        actions={page.hero.actions}
      />
      <PageSection id="programmes" title={page.gridTitle} intro={page.gridIntro}>
        <FeatureGrid columns={3} items={cards} />
      </PageSection>
    </>
  );
}

export const query = graphql`
  query InterviewProgrammesPage {
    interviewProgrammesJson {
      title
      description
      hero {
        eyebrow
        title
        text
        actions {
          label
          href
        }
      }
      gridTitle
      gridIntro
    }
    allProgrammesJson(sort: { order: ASC }) {
      nodes {
        slug
        icon
        title
      }
    }
  }
`;
