import type { FeatureItem } from "../components/feature-grid/feature-grid";
import { programmePath } from "../routes";

type Data = Queries.InterviewProgrammesPageQuery;

export interface InterviewProgrammesViewProps {
  page: NonNullable<Data["interviewProgrammesJson"]>;
  /** One card per programme of data/programmes/, in each file's `order`. */
  cards: FeatureItem[];
}

/** What the programme index shows, from its query. */
export const toInterviewProgrammesProps = (data: Data): InterviewProgrammesViewProps => {
  const page = data.interviewProgrammesJson;
  if (!page) throw new Error("data/interview-programmes.json is required");
  return {
    page,
    cards: data.allProgrammesJson.nodes.map((programme) => ({
      icon: programme.icon,
      title: programme.title,
      href: programmePath(programme.slug),
      linkLabel: page.gridLinkLabel,
    })),
  };
};
