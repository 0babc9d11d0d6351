/**
 * The route table of the product specification (§2). Navigation may link to a
 * route from this table before its page is built; anything else must be a
 * page the build creates. Remove entries as their pages land.
 */
export const plannedRoutes: ReadonlySet<string> = new Set([]);
