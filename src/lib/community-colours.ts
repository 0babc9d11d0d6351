/** Accent colours a community may use; each has a class in src/components/community-grid/community-grid.module.scss. */
export const COMMUNITY_COLOURS = ["blue", "teal", "violet", "amber"] as const;

export type CommunityColour = (typeof COMMUNITY_COLOURS)[number];
