type Data = Queries.ServicesPageQuery;

export interface ServicesViewProps {
  page: NonNullable<Data["servicesJson"]>;
  figures: NonNullable<Data["campaignFiguresJson"]>;
}

/** What the services screen shows, from its query. */
export const toServicesProps = (data: Data): ServicesViewProps => {
  const { servicesJson: page, campaignFiguresJson: figures } = data;
  if (!page || !figures) throw new Error("data/services.json and data/campaign-figures.json are required");
  return { page, figures };
};
