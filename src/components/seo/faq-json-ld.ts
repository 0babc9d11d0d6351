import { markdownLitePlainText } from "../../lib/markdown-lite";

interface Question {
  readonly question: string;
  readonly answer: string;
}

/**
 * schema.org FAQPage data for a `<script type="application/ld+json">`, so
 * search engines can show the answers (as plain text, links reduced to their labels). `<` is escaped so no answer can close
 * the script tag.
 */
export const faqJsonLd = (questions: readonly Question[]): string =>
  JSON.stringify({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: markdownLitePlainText(answer) },
    })),
  }).replace(/</g, "\\u003c");
