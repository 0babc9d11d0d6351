import React, { useId } from "react";
import { ICON_PATHS } from "../icon/icon-paths";
import * as styles from "./flywheel.module.scss";
import {
  FLYWHEEL_CENTRE,
  FLYWHEEL_RADIUS,
  FLYWHEEL_SIZE,
  labelAnchor,
  pointAt,
  wrapWords,
  type Point,
} from "./flywheel-geometry";

export type FlywheelSide = "participant" | "sponsor";

export interface FlywheelItem {
  icon: string;
  label: string;
  angle: number;
  type: string;
}

export interface FlywheelProps {
  items: readonly FlywheelItem[];
  /** Accessible name of the graphic. */
  title: string;
  /** Short words in the hub. */
  centreLabel?: string;
}

export const SIDE_LABELS: Record<FlywheelSide, string> = {
  participant: "Participant value",
  sponsor: "Sponsor value",
};

const sideOf = (type: string): FlywheelSide => (type === "sponsor" ? "sponsor" : "participant");

const NODE_RADIUS = 40;
const HUB_RADIUS = 64;
const LABEL_RADIUS = FLYWHEEL_RADIUS - NODE_RADIUS - 14;
const FONT_SIZE = 21;
const LINE_HEIGHT = 24;
const LABEL_WIDTH = 12;
const ICON_SCALE = 1.4;

/** Participants are circles and sponsors diamonds, so the two differ in shape as well as colour. */
function Marker({ side, at, radius }: { side: FlywheelSide; at: Point; radius: number }): React.ReactElement {
  if (side === "participant") return <circle cx={at.x} cy={at.y} r={radius} />;
  const r = radius * 1.12;
  return <path d={`M${at.x} ${at.y - r}L${at.x + r} ${at.y}L${at.x} ${at.y + r}L${at.x - r} ${at.y}Z`} />;
}

/** Baseline of the first label line: below the point near the top, above it near the bottom, centred at the sides. */
const firstBaseline = (angle: number, y: number, lines: number): number => {
  const down = Math.cos((angle * Math.PI) / 180);
  if (down > 0.3) return y + FONT_SIZE * 0.8;
  if (down < -0.3) return y - (lines - 1) * LINE_HEIGHT;
  return y - ((lines - 1) * LINE_HEIGHT) / 2 + FONT_SIZE * 0.35;
};

function ItemLabel({ item }: { item: FlywheelItem }): React.ReactElement {
  const at = pointAt(item.angle, LABEL_RADIUS);
  const lines = wrapWords(item.label, LABEL_WIDTH);
  const top = firstBaseline(item.angle, at.y, lines.length);
  return (
    <text className={styles.label} textAnchor={labelAnchor(item.angle)} fontSize={FONT_SIZE}>
      {lines.map((line, i) => (
        <tspan key={line} x={at.x} y={top + i * LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function Legend(): React.ReactElement {
  const at = { x: 12, y: 12 };
  return (
    <ul className={styles.legend}>
      {(Object.keys(SIDE_LABELS) as FlywheelSide[]).map((side) => (
        <li key={side} className={styles[side]}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <Marker side={side} at={at} radius={9} />
          </svg>
          {SIDE_LABELS[side]}
        </li>
      ))}
    </ul>
  );
}

/**
 * The value flywheel: eight values around a hub, each at its own angle. The
 * SVG carries visible text labels, and a description listing each side for
 * assistive technology; the legend tells the sides apart by shape and word.
 */
export function Flywheel({ items, title, centreLabel = "Shared value" }: FlywheelProps): React.ReactElement {
  const id = useId();
  const describe = (side: FlywheelSide) =>
    `${SIDE_LABELS[side]}: ${items
      .filter((item) => sideOf(item.type) === side)
      .map((item) => item.label)
      .join(", ")}.`;
  const hubLines = wrapWords(centreLabel, LABEL_WIDTH);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${FLYWHEEL_SIZE} ${FLYWHEEL_SIZE}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid="flywheel"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>
          {describe("participant")} {describe("sponsor")}
        </desc>
        <circle className={styles.ring} cx={FLYWHEEL_CENTRE} cy={FLYWHEEL_CENTRE} r={FLYWHEEL_RADIUS} />
        <circle className={styles.hub} cx={FLYWHEEL_CENTRE} cy={FLYWHEEL_CENTRE} r={HUB_RADIUS} />
        <text className={styles.hubLabel} textAnchor="middle" fontSize={FONT_SIZE - 3}>
          {hubLines.map((line, i) => (
            <tspan key={line} x={FLYWHEEL_CENTRE} y={FLYWHEEL_CENTRE + 6 + (i - (hubLines.length - 1) / 2) * LINE_HEIGHT}>
              {line}
            </tspan>
          ))}
        </text>
        {items.map((item) => {
          const side = sideOf(item.type);
          const at = pointAt(item.angle);
          const iconOffset = 12 * ICON_SCALE;
          return (
            <g key={item.label} className={styles[side]} data-side={side} data-angle={item.angle}>
              <Marker side={side} at={at} radius={NODE_RADIUS} />
              <path
                className={styles.icon}
                d={ICON_PATHS[item.icon] ?? ICON_PATHS.spark}
                transform={`translate(${at.x - iconOffset} ${at.y - iconOffset}) scale(${ICON_SCALE})`}
              />
              <ItemLabel item={item} />
            </g>
          );
        })}
      </svg>
      <figcaption>
        <Legend />
      </figcaption>
    </figure>
  );
}
