import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ParticipantCard } from "../components/programme/participants";
import { isProgrammeStatus, type ProgrammeStatus } from "../components/programme/status-badge";
import { imageOf } from "../lib/image";
import { personOf } from "../lib/person";

type Data = Queries.ProgrammePageQuery;
type ProgrammeNode = NonNullable<Data["programmesJson"]>;

export interface ProgrammeViewProps {
  programme: Omit<ProgrammeNode, "logo" | "heroImage" | "sponsor" | "participants" | "status"> & {
    status: ProgrammeStatus;
    sponsor: Omit<ProgrammeNode["sponsor"], "logo">;
  };
  /** The section headings every programme page shares, from data/interview-programmes.json. */
  copy: NonNullable<Data["interviewProgrammesJson"]>["programmePage"];
  logo?: IGatsbyImageData;
  heroImage?: IGatsbyImageData;
  sponsorLogo?: IGatsbyImageData;
  participants: ParticipantCard[];
}

/** What a programme page shows, from its query. */
export const toProgrammeProps = (data: Data): ProgrammeViewProps => {
  const copy = data.interviewProgrammesJson?.programmePage;
  if (!copy) throw new Error("data/interview-programmes.json: programmePage is required");
  if (!data.programmesJson) throw new Error("The page's programme is missing from data/programmes/");
  const { logo, heroImage, sponsor, participants, status, ...programme } = data.programmesJson;
  if (!isProgrammeStatus(status)) throw new Error(`Unknown programme status "${status}"`);
  return {
    programme: { ...programme, status, sponsor: { name: sponsor.name, blurb: sponsor.blurb } },
    copy,
    logo: imageOf(logo),
    heroImage: imageOf(heroImage),
    sponsorLogo: imageOf(sponsor.logo),
    participants: participants.map(({ person, href }) => {
      const { image, ...shown } = personOf(person);
      return { ...shown, photo: image, href };
    }),
  };
};
