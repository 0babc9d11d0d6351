import React from "react";
import { StatGrid, type StatItem } from "./stat-grid";

export interface StatBandProps {
  /** What a screen reader calls the band: it has no visible heading. */
  label: string;
  stats: readonly StatItem[];
  alt?: boolean;
}

/** A full-width band of headline figures under a page's hero. */
export function StatBand({ label, stats, alt }: StatBandProps): React.ReactElement {
  return (
    <section className={alt ? "section section--alt" : "section"} aria-label={label}>
      <div className="container">
        <StatGrid stats={stats} />
      </div>
    </section>
  );
}
