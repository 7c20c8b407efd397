// An FAQ page's content (inside the site's Layout): questions as disclosure widgets that work without JavaScript, each
// answer the editors' Markdown (data/content/faq/<id>/<lang>.md). The template (src/templates/faq.tsx) feeds it from
// its query, the CMS preview from the answer being edited.
import { DisclosureList } from '../components/company/DisclosureList';
import { MarkdownBody } from '../components/MarkdownBody';

export interface FaqEntry {
  id: number;
  question: string;
  html: string | null;
}

/** An FAQ page: its title, then each question as a disclosure widget with its Markdown answer. */
export function FaqView({ title, entries }: { title: string; entries: readonly FaqEntry[] }) {
  return (
    <>
      <h1>{title}</h1>
      <DisclosureList
        items={entries.map((item) => ({
          id: `question-${item.id}`,
          summary: item.question,
          content: <MarkdownBody html={item.html} />,
        }))}
      />
    </>
  );
}
