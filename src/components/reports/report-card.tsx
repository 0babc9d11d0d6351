import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { CompanyLogo } from "../company-logo/company-logo";
import { Picture } from "../picture/picture";
import { usMonthYear } from "../../lib/us-dates";
import { Icon } from "../icon/icon";
import { SmartLink } from "../smart-link/smart-link";
import { LiveBadge } from "./live-badge";
import { REPORT_LOGO_FALLBACK } from "./report-company";
import * as styles from "./report-card.module.scss";
import type { FilterableReport } from "../../lib/report-filters";

export interface Report extends FilterableReport {
  slug: string;
  category: string;
  url: string;
  cover: IGatsbyImageData;
  /** The cover was found on the report's page and differs from the stored one. */
  liveCover: boolean;
  /** The company behind the report. */
  logo?: { name: string; image?: IGatsbyImageData | null } | null;
}

export function ReportCard({ report }: { report: Report }): React.ReactElement {
  return (
    <article className={styles.card} data-testid="report-card" aria-labelledby={`report-${report.slug}`}>
      <div className={styles.media}>
        {report.liveCover && <LiveBadge />}
        <Picture image={report.cover} alt="" className={styles.cover} />
      </div>
      <div className={styles.body}>
        <p className={styles.company}>
          <CompanyLogo
            name={report.logo?.name ?? REPORT_LOGO_FALLBACK}
            image={report.logo?.image}
            fallback="name"
            className={styles.companyLogo}
          />
        </p>
        <p className={styles.tags}>
          <span className={styles.type}>{report.insightType}</span>
          <span>{report.industry}</span>
          <span>{report.topic}</span>
        </p>
        <h3 id={`report-${report.slug}`} className={styles.title}>
          {report.title}
        </h3>
        <p className={styles.description}>{report.description}</p>
        <p className={styles.footer}>
          <span>
            {report.category} · <time dateTime={report.publishedAt}>{usMonthYear(report.publishedAt)}</time>
          </span>
          <SmartLink href={report.url} className={styles.link}>
            Read report<span className="visually-hidden">: {report.title}</span>
            <Icon name="arrow-right" size={16} />
          </SmartLink>
        </p>
      </div>
    </article>
  );
}
