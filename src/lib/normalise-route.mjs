// @ts-check
// Plain ESM so node scripts (built-routes.mjs, npm run bench) share it without a TypeScript compiler.

/**
 * A route as the site names it: no trailing slash, except the home route `/` itself.
 * @param {string} route
 * @returns {string}
 */
export const normaliseRoute = (route) => (route.length > 1 ? route.replace(/\/+$/, "") : route);
