import React, { useId } from "react";
import { ICON_PATHS } from "../../lib/icon-paths";
import * as styles from "./flywheel.module.scss";
import {
  FLYWHEEL_CENTRE,
  FLYWHEEL_RADIUS,
  FLYWHEEL_SIZE,
  labelCentre,
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
/** A diamond reaches this much further than a circle of the same radius, so that the two look the same size. */
const DIAMOND_SCALE = 1.12;
const HUB_RADIUS = 56;
const FONT_SIZE = 21;
const LINE_HEIGHT = 24;
/** Characters per label line, and the width of one character as a share of the font size (bold sans). */
const LABEL_WIDTH = 14;
const CHAR_WIDTH = 0.6;
/** Space between a label and its marker. */
const LABEL_GAP = 10;
const ICON_SCALE = 1.4;

/** How far a marker of this radius reaches from its centre along each axis: its half-width and half-height. */
const markerReach = (side: FlywheelSide, radius: number): number =>
  side === "sponsor" ? radius * DIAMOND_SCALE : radius;

/** Participants are circles and sponsors diamonds, so the two differ in shape as well as colour. */
function Marker({ side, at, radius }: { side: FlywheelSide; at: Point; radius: number }): React.ReactElement {
  if (side === "participant") return <circle cx={at.x} cy={at.y} r={radius} />;
  const r = markerReach(side, radius);
  return <path d={`M${at.x} ${at.y - r}L${at.x + r} ${at.y}L${at.x} ${at.y + r}L${at.x - r} ${at.y}Z`} />;
}

/** Text lines centred on `at`, one tspan per line. */
function Lines({
  lines,
  at,
  className,
  fontSize,
}: {
  lines: string[];
  at: Point;
  className: string;
  fontSize: number;
}) {
  const first = at.y - ((lines.length - 1) * LINE_HEIGHT) / 2 + fontSize * 0.35;
  return (
    <text className={className} textAnchor="middle" fontSize={fontSize}>
      {lines.map((line, i) => (
        <tspan key={line} x={at.x} y={first + i * LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function ItemLabel({ item, side }: { item: FlywheelItem; side: FlywheelSide }): React.ReactElement {
  const lines = wrapWords(item.label, LABEL_WIDTH);
  const box = {
    halfWidth: (Math.max(...lines.map((line) => line.length)) * CHAR_WIDTH * FONT_SIZE) / 2,
    halfHeight: (lines.length * LINE_HEIGHT) / 2,
  };
  return (
    <Lines
      lines={lines}
      at={labelCentre(item.angle, box, markerReach(side, NODE_RADIUS), LABEL_GAP)}
      className={styles.label}
      fontSize={FONT_SIZE}
    />
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
        <Lines
          lines={wrapWords(centreLabel, 8)}
          at={{ x: FLYWHEEL_CENTRE, y: FLYWHEEL_CENTRE }}
          className={styles.hubLabel}
          fontSize={FONT_SIZE - 3}
        />
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
              <ItemLabel item={item} side={side} />
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
