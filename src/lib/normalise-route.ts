// A plain module (PLAIN_MODULES in eslint.config.mjs) so node scripts (built-routes.ts, npm run bench) share it, Node
// running it as it is.

/** A route as the site names it: no trailing slash, except the home route `/` itself. */
export const normaliseRoute = (route: string): string => (route.length > 1 ? route.replace(/\/+$/, "") : route);
