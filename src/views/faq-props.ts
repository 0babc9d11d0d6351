type Data = Queries.FaqPageQuery;

export interface FaqViewProps {
  page: NonNullable<Data["faqJson"]>;
}

/** What the FAQ screen shows, from its query. */
export const toFaqProps = (data: Data): FaqViewProps => {
  if (!data.faqJson) throw new Error("data/faq.json is required");
  return { page: data.faqJson };
};

/** The anchor of the n-th question (from 0), so `/faq#question-3` opens the third. */
export const questionId = (index: number): string => `question-${index + 1}`;
