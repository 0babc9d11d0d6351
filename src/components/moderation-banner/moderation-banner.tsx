import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { CompanyLogo } from "../company-logo/company-logo";
import { SmartLink } from "../smart-link/smart-link";
import * as styles from "./moderation-banner.module.scss";

export interface ModerationBannerProps {
  provider: string;
  sponsor?: { name: string; href?: string | null; logo?: IGatsbyImageData | null } | null;
}

/** Says who runs the event and, when there is one, who co-produces it. */
export function ModerationBanner({ provider, sponsor }: ModerationBannerProps): React.ReactElement {
  return (
    <aside className={styles.banner} aria-label="Event organisers">
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>
          Moderated by <strong>{provider}</strong>
          {sponsor && (
            <>
              {" "}
              in partnership with{" "}
              <strong>{sponsor.href ? <SmartLink href={sponsor.href}>{sponsor.name}</SmartLink> : sponsor.name}</strong>
            </>
          )}
        </p>
        {sponsor?.logo && <CompanyLogo name={sponsor.name} image={sponsor.logo} />}
      </div>
    </aside>
  );
}
