type Data = Queries.PrivacyNoticePageQuery;

export interface PrivacyNoticeViewProps {
  page: NonNullable<Data["privacyJson"]>;
  /** Where the 'contact' section sends privacy questions. */
  contact: { postalAddress: string; privacyEmail: string };
}

/** What the privacy notice shows, from its query. */
export const toPrivacyNoticeProps = (data: Data): PrivacyNoticeViewProps => {
  const { privacyJson: page, siteJson: site } = data;
  if (!page || !site) throw new Error("data/privacy.json and data/site.json are required");
  return { page, contact: { postalAddress: site.postalAddress, privacyEmail: site.privacyEmail } };
};
