import { graphql, useStaticQuery } from "gatsby";
import { imageOf, type LogoItem } from "../lib/image";

/** The client logos of `data/client-logos.json`, ready for a LogoCarousel. */
export function useClientLogos(): LogoItem[] {
  const { allClientLogosJson } = useStaticQuery<Queries.ClientLogosQuery>(graphql`
    query ClientLogos {
      allClientLogosJson {
        nodes {
          name
          logo {
            childImageSharp {
              gatsbyImageData(height: 48, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
            }
          }
        }
      }
    }
  `);
  return allClientLogosJson.nodes.flatMap((logo) => {
    const image = imageOf(logo.logo);
    return image ? [{ name: logo.name, image }] : [];
  });
}
