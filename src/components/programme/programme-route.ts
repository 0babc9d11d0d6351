/** Programme pages live at the site root, e.g. `/ai-transformation`. */
export const programmeRoute = (slug: string): string => `/${slug}`;
