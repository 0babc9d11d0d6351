import { EMAIL, HTTPS_ADDRESS } from "../content-rules";
import type { ContentModule } from "./content-module";

export const siteContent: ContentModule = {
  typeDefs: `
    type SiteJson implements Node @dontInfer {
      brandName: String!
      shortName: String!
      siteUrl: String!
      tagline: String!
      defaultDescription: String!
      contactPhone: String!
      contactEmail: String!
      privacyEmail: String!
      postalAddress: String!
      professionalNetworkUrl: String!
      professionalNetworkName: String!
      footerBlurb: String!
      copyright: String!
      stats: [Stat!]!
    }
  `,
  fields: {
    "SiteJson.siteUrl": HTTPS_ADDRESS,
    "SiteJson.contactEmail": EMAIL,
    "SiteJson.privacyEmail": EMAIL,
    "SiteJson.professionalNetworkUrl": HTTPS_ADDRESS,
  },
};
