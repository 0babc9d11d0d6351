/** The spec's industries (§3); a report naming anything else would split the industry filter. */
export const INDUSTRIES = [
  "Marketing & Sales",
  "Technology Services",
  "Human Resources",
  "Energy & Sustainability",
  "Data & Analytics",
  "Telecoms",
  "Fintech",
  "Media & Entertainment",
  "Retail & E-commerce",
  "Healthcare & Life Sciences",
] as const;

/** The four insight types, in the order the filter offers them. */
export const INSIGHT_TYPES = ["Report", "CXO Article", "Event Article", "Other"] as const;
