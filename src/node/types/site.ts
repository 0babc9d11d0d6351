import { EMAIL, HTTPS_ADDRESS } from "../content-rules";
import type { ContentModule } from "./content-module";

export const siteContent: ContentModule = {
  typeDefs: `
    type SiteJson implements Node @dontInfer {
      brandName: String!
      shortName: String!
      productSlug: String!
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
    "SiteJson.productSlug": {
      text: { pattern: /^[a-z][a-z0-9_]*$/, expected: "lower-case letters, digits or _ (it names the contact table)" },
    },
    "SiteJson.siteUrl": HTTPS_ADDRESS,
    "SiteJson.contactEmail": EMAIL,
    "SiteJson.privacyEmail": EMAIL,
    "SiteJson.professionalNetworkUrl": HTTPS_ADDRESS,
  },
};
