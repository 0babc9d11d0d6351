/** The flywheel is drawn on a 600-unit square with its items on a circle of radius 250 (spec §9). */
export const FLYWHEEL_SIZE = 600;
export const FLYWHEEL_RADIUS = 250;
export const FLYWHEEL_CENTRE = FLYWHEEL_SIZE / 2;

export interface Point {
  x: number;
  y: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A point `radius` from the centre at `angle` degrees clockwise from the top. */
export const pointAt = (angle: number, radius: number = FLYWHEEL_RADIUS): Point => {
  const radians = (angle * Math.PI) / 180;
  return {
    x: round(FLYWHEEL_CENTRE + radius * Math.sin(radians)),
    y: round(FLYWHEEL_CENTRE - radius * Math.cos(radians)),
  };
};

/** Lines of at most `width` characters, breaking between words. */
export const wrapWords = (text: string, width: number): string[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .reduce<string[]>((lines, word) => {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${word}`.length <= width) {
        lines[lines.length - 1] = `${last} ${word}`;
      } else {
        lines.push(word);
      }
      return lines;
    }, []);

export type Anchor = "start" | "middle" | "end";

/**
 * Labels sit inside the ring, between the item and the hub, and grow away from
 * their item: right-hand items' labels end at the point, left-hand ones start
 * there, and those near the top or bottom are centred on it.
 */
export const labelAnchor = (angle: number): Anchor => {
  const across = Math.sin((angle * Math.PI) / 180);
  if (across > 0.3) return "end";
  if (across < -0.3) return "start";
  return "middle";
};
