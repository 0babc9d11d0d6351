/** Whole minutes, rounded down (spec §9). */
export const episodeMinutes = (durationMs: number): number => Math.floor(durationMs / 60000);
