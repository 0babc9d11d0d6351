import { graphql, type PageProps } from "gatsby";
import React from "react";
import { canonicalPath, Seo } from "../components/seo/seo";
import { toInterviewProgrammesProps } from "../views/interview-programmes-props";
import { InterviewProgrammesView } from "../views/interview-programmes-view";

/** The programme index: one card per `data/programmes/*.json`, in each file's `order`. */
export default function InterviewProgrammesPage(
  props: PageProps<Queries.InterviewProgrammesPageQuery>,
): React.ReactElement {
  const view = toInterviewProgrammesProps(props.data);
  return (
    <>
      <Seo title={view.page.title} description={view.page.description} path={canonicalPath(props)} />
      <InterviewProgrammesView {...view} />
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
      gridLinkLabel
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
