import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";

/** An image field as page queries select it: a File whose `childImageSharp` holds the build's image data. */
export type ImageFile =
  { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null | undefined;

/**
 * The image data of an optional image file, or undefined when the field is empty or sharp could not process the
 * file (e.g. an SVG): components then show their fallback.
 */
export const imageOf = (file: ImageFile): IGatsbyImageData | undefined =>
  getImage(file?.childImageSharp?.gatsbyImageData ?? null);

/** A named image, e.g. a client's logo as the logo carousel shows it. */
export interface LogoItem {
  name: string;
  image: IGatsbyImageData;
}
