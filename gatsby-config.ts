import type { GatsbyConfig } from "gatsby";
import { typeNameForJsonFile } from "./src/node/json-type-name";
import { siteUrl } from "./src/node/site-url";

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: siteUrl(),
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  trailingSlash: "never",
  plugins: [
    "gatsby-plugin-sass",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data` },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: typeNameForJsonFile },
    },
  ],
};

export default config;
