import { EMAIL, HTTPS_ADDRESS } from "../content-rules";
import type { ContentModule } from "./content-module";

export const siteContent: ContentModule = {
  typeDefs: `
    type SiteJson implements Node @dontInfer {
      "Full name of the network, in the header, footer, page titles and web manifest."
      brandName: String!
      "Short brand name for small screens and the installed-app label."
      shortName: String!
      "Public address of the site, for canonical links, sitemap and social cards (SITE_URL overrides it)."
      siteUrl: String!
      "One-line description of the network, used in the web manifest."
      tagline: String!
      "Search-engine description for pages that have none of their own."
      defaultDescription: String!
      "Phone number shown in the footer and on /contact."
      contactPhone: String!
      "E-mail address shown in the footer and on /contact."
      contactEmail: String!
      "E-mail address for privacy requests, shown in the privacy notice."
      privacyEmail: String!
      "Postal address shown on /contact and in the privacy notice."
      postalAddress: String!
      "Company page on the professional network, linked from the footer."
      professionalNetworkUrl: String!
      "Name of that network, used as the link's label."
      professionalNetworkName: String!
      "Short paragraph under the brand in the footer."
      footerBlurb: String!
      "Copyright line at the foot of every page."
      copyright: String!
      "Headline figures of the network, reused by several pages."
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
