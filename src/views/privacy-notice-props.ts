import { fillPeriods } from "../lib/retention-periods";

type Data = Queries.PrivacyNoticePageQuery;
type Page = NonNullable<Data["privacyNoticeJson"]>;

export interface PrivacyNoticeViewProps {
  /** The notice with every retention period written out (`{registrations}` → '6 months'). */
  page: Omit<Page, "retentionPeriods">;
  /** Where the 'contact' section sends privacy questions. */
  contact: { postalAddress: string; privacyEmail: string };
}

/** What the privacy notice shows, from its query. */
export const toPrivacyNoticeProps = (data: Data): PrivacyNoticeViewProps => {
  const { privacyNoticeJson: notice, siteJson: site } = data;
  if (!notice || !site) throw new Error("data/privacy-notice.json and data/site.json are required");
  const { retentionPeriods, ...page } = notice;
  const fill = (text: string) => fillPeriods(text, retentionPeriods);
  return {
    page: {
      ...page,
      sections: page.sections.map((section) => ({
        ...section,
        paragraphs: section.paragraphs.map(fill),
        items: section.items ? section.items.map(fill) : section.items,
      })),
    },
    contact: { postalAddress: site.postalAddress, privacyEmail: site.privacyEmail },
  };
};
