import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import * as styles from "./picture.module.scss";

export interface PictureProps {
  /** Sizes and formats gatsby-plugin-image generated at build time (`gatsbyImageData`). */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  style?: React.CSSProperties;
  fit?: "cover" | "contain";
  /** For an image in the first screen (a likely LCP element): fetched at once instead of near the viewport. */
  priority?: boolean;
}

/**
 * Renders gatsby-plugin-image's build-time output as a native <picture>: the same optimised sources,
 * width and height (so no layout shift), the placeholder as a CSS background, lazy loading by the browser.
 * GatsbyImage itself adds an inline script per image and hydrates each image on the client, which on pages
 * with dozens of logos cost more main-thread time than the rest of the page; this needs no JavaScript.
 */
export function Picture({ image, alt, className, style, fit = "cover", priority = false }: PictureProps) {
  const { layout, width, height, images, backgroundColor, placeholder } = image;
  const { fallback, sources = [] } = images;
  return (
    <picture className={styles.picture}>
      {sources.map(({ type, media, srcSet, sizes }) => (
        <source key={`${type}${media}`} type={type} media={media} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        className={[styles.image, styles[layout], className].filter(Boolean).join(" ")}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        style={{
          objectFit: fit,
          backgroundColor,
          backgroundImage: placeholder?.fallback ? `url("${placeholder.fallback}")` : undefined,
          ...style,
        }}
      />
    </picture>
  );
}
