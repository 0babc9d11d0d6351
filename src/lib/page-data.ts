/**
 * Data another page of the site was built with, read in the browser: Gatsby writes each page's query result to
 * public/page-data/<path>/page-data.json, the file its own client-side navigation loads.
 */
export const pageDataPath = (path: string): string => `/page-data${path === "/" ? "/index" : path}/page-data.json`;

/** A JSON file of the site; a failed request or a non-OK status rejects. */
export const fetchJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
};

/** The query result of the page at `path`. */
export const fetchPageData = async <T>(path: string): Promise<T> =>
  (await fetchJson<{ result: { data: T } }>(pageDataPath(path))).result.data;
