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

export interface LabelBox {
  /** Half the label's width and height, in SVG units. */
  halfWidth: number;
  halfHeight: number;
}

/**
 * Where to centre an item's label: inside the ring, on the line from the item to the hub, at the shortest
 * distance that puts `gap` between the label's box and the marker's box (half-size `markerHalf`) along one
 * axis. Wide labels beside side items and tall labels under top items then stay off their marker, and off
 * their neighbours, which sit on other sides of the ring.
 */
export const labelCentre = (angle: number, box: LabelBox, markerHalf: number, gap: number): Point => {
  const radians = (angle * Math.PI) / 180;
  const across = Math.abs(Math.sin(radians));
  const down = Math.abs(Math.cos(radians));
  const clearSideways = across > 1e-9 ? (box.halfWidth + markerHalf + gap) / across : Infinity;
  const clearVertically = down > 1e-9 ? (box.halfHeight + markerHalf + gap) / down : Infinity;
  return pointAt(angle, FLYWHEEL_RADIUS - Math.min(clearSideways, clearVertically));
};
