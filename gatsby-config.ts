import type { GatsbyConfig } from "gatsby";
import { gatsbyHeaders } from "./src/node/hosting/response-headers";
import { siteUrl } from "./src/node/site-url";
import { developAdmin, developForms } from "./src/node/develop-admin";
import { backendConfig } from "./src/lib/backend-config";
import { contentModules } from "./src/node/schema";

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: siteUrl(),
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  trailingSlash: "never",
  // gatsby develop serves the CMS at /admin and hands it its local backend (scripts/cms-server.ts, started by
  // npm start), and passes the forms' posts without script to the backend's submit-form function.
  developMiddleware: (app) => {
    developAdmin(__dirname, Number(process.env.CMS_PORT ?? 8081), contentModules)(app);
    developForms(backendConfig())(app);
  },
  // Applied by deployment adapters (Netlify's); the same rules go to public/_headers and the nginx config.
  headers: gatsbyHeaders(),
  plugins: [
    "gatsby-plugin-sass",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        // name, short_name and description come from data/site.json (src/node/web-manifest.ts): content that
        // configuration does not import, so editing it rebuilds only what shows it.
        start_url: "/",
        display: "minimal-ui",
        // $color-surface and $color-brand of src/styles/_tokens.scss.
        background_color: "#ffffff",
        theme_color: "#1d4ed8",
        icon: "src/images/icon.png",
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data` },
    },
    // gatsby-transformer-json runs from gatsby-node.ts (src/node/json-nodes.ts), which reports a broken file the
    // way the build does and keeps its last good content under gatsby develop.
  ],
};

export default config;
