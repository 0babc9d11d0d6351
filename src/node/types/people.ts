import { HTTPS_ADDRESS, SLUG } from "../content-rules";
import type { ContentModule } from "./content-module";

/**
 * data/people.json: every named person once. Other files name a person by `personId` (a field
 * `person: PeopleJson! @link(by: "personId")`) and keep only what belongs to that place, such as a quote, so a
 * title is changed in one place.
 */
export const peopleContent: ContentModule = {
  typeDefs: `
    "A named person: host, contributor, participant, speaker, member, spokesperson or moderator."
    type PeopleJson implements Node @dontInfer {
      "How other files name this person: lower-case words joined by hyphens, e.g. fiona-campbell; unique."
      personId: String!
      "Full name as shown on every page."
      name: String!
      "Job title, without the company."
      title: String!
      "Employer, shown beside the title."
      company: String!
      "Headshot, in data/images/people/; where it is missing or fails to load, the page shows initials."
      photo: File @fileByRelativePath
      "Public professional profile, linked where a page shows profiles."
      profileUrl: String
    }
  `,
  fields: {
    "PeopleJson.personId": SLUG,
    "PeopleJson.profileUrl": HTTPS_ADDRESS,
  },
  unique: { PeopleJson: ["personId"] },
};
