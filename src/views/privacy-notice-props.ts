type Data = Queries.PrivacyNoticePageQuery;

export interface PrivacyNoticeViewProps {
  page: NonNullable<Data["privacyNoticeJson"]>;
  /** Where the 'contact' section sends privacy questions. */
  contact: { postalAddress: string; privacyEmail: string };
}

/** What the privacy notice shows, from its query. */
export const toPrivacyNoticeProps = (data: Data): PrivacyNoticeViewProps => {
  const { privacyNoticeJson: page, siteJson: site } = data;
  if (!page || !site) throw new Error("data/privacy-notice.json and data/site.json are required");
  return { page, contact: { postalAddress: site.postalAddress, privacyEmail: site.privacyEmail } };
};
