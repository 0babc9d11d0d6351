import type { ContentModule } from "./content-module";

/**
 * data/people.json: every named person once. Other files name a person by
 * `personId` (a field `person: PeopleJson! @link(by: "personId")`) and keep only
 * what belongs to that place, such as a quote, so a title is changed in one place.
 */
export const peopleContent: ContentModule = {
  typeDefs: `
    "A named person: host, contributor, participant, speaker, member, spokesperson or moderator."
    type PeopleJson implements Node @dontInfer {
      "How other files name this person: lower-case words joined by hyphens, e.g. fiona-campbell."
      personId: String!
      "Full name as shown on every page."
      name: String!
      "Job title, without the company."
      title: String!
      "Employer, shown beside the title."
      company: String!
      "Headshot; where it is missing or fails to load, the page shows initials."
      photo: File @fileByRelativePath
      "Public professional profile (https), linked where a page shows profiles."
      profileUrl: String
    }
  `,
  rules: {
    PeopleJson: (node) => [
      ...(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(node.personId))
        ? []
        : ['field "personId" must be lower-case words joined by hyphens']),
      ...(node.profileUrl && !/^https:\/\/\S+$/.test(String(node.profileUrl))
        ? ['field "profileUrl" must be a full https:// address']
        : []),
    ],
  },
};
