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
  rules: {
    SiteJson: (node) =>
      /^[a-z][a-z0-9_]*$/.test(String(node.productSlug))
        ? []
        : ['field "productSlug" must be lower-case letters, digits or _ (it names the contact table)'],
  },
};
