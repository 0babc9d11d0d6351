type Data = Queries.ContactPageQuery;

export interface ContactViewProps {
  page: NonNullable<Data["contactJson"]>;
  /** How to reach the team other than by the form, from data/site.json. */
  contact: NonNullable<Data["siteJson"]>;
}

/** What the contact page shows, from its query. */
export const toContactProps = (data: Data): ContactViewProps => {
  const { contactJson: page, siteJson: contact } = data;
  if (!page || !contact) throw new Error("data/contact.json and data/site.json are required");
  return { page, contact };
};
