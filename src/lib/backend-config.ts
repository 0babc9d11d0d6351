/** Where the browser finds the site's Supabase (or local) backend. */
export interface BackendConfig {
  url: string;
  anonKey: string;
}

/**
 * Fixed at build time: Gatsby inlines `process.env.GATSBY_*` into the browser bundle, so a site built without
 * these variables has no backend and its forms say so. Reading them costs nothing; supabase-js is not loaded.
 */
export const backendConfig = (): BackendConfig | null => {
  const url = process.env.GATSBY_SUPABASE_URL;
  const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY;
  return url && anonKey ? { url, anonKey } : null;
};
