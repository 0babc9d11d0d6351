/**
 * What the site's components import from "gatsby", for the CMS preview (src/cms/preview.tsx), which draws them
 * outside Gatsby's runtime. `graphql` names a query by the hash Gatsby's Babel plugin gives it
 * (babel-plugin-remove-graphql-queries: murmurhash of the text without ignored characters), so `useStaticQuery`
 * reads the very file the build wrote for it, `/page-data/sq/d/{hash}.json`.
 */
import { murmurhash } from "gatsby-core-utils/murmurhash";
import { stripIgnoredCharacters } from "graphql";
import { createContext, useContext } from "react";

const texts = new Map<string, string>();

export const graphql = (strings: TemplateStringsArray): string => {
  const text = strings.raw[0];
  const hash = String(murmurhash(stripIgnoredCharacters(text), 0));
  texts.set(hash, text);
  return hash;
};

/** The text of a query `graphql` named (templates export theirs as `query`). */
export const queryText = (hash: string): string | undefined => texts.get(hash);

/** A static query's result by its hash; it suspends while the file loads. */
export type StaticQueryReader = (hash: string) => unknown;

export const StaticQueryContext = createContext<StaticQueryReader>(() => {
  throw new Error("useStaticQuery outside the CMS preview");
});

export const useStaticQuery = <T,>(hash: string): T => useContext(StaticQueryContext)(hash) as T;
