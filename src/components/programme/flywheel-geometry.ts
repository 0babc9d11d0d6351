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
 * Where to centre an item's label: inside the ring, on the line from the item
 * to the hub, just clear of the item's marker. The clearance grows with the
 * label's extent in that direction, so wide labels beside side items and tall
 * labels under top items both stay off their marker and off their neighbours.
 */
export const labelCentre = (angle: number, box: LabelBox, markerRadius: number, gap: number): Point => {
  const radians = (angle * Math.PI) / 180;
  const extent = Math.hypot(box.halfWidth * Math.sin(radians), box.halfHeight * Math.cos(radians));
  return pointAt(angle, FLYWHEEL_RADIUS - markerRadius - gap - extent);
};
