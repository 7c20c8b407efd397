// The heading and text of a page written in the editors' Markdown (data/content/), shared by the views of those pages.
import { MarkdownBody } from '../components/MarkdownBody';

/** A Markdown file as the page queries return it: the HTML the build made and the frontmatter. */
export type MarkdownPageData = Queries.MarkdownPageFragment | null;

/** The file's title as the page's heading, then its text. */
export function TitleAndBody({ body }: { body: MarkdownPageData }) {
  return (
    <>
      <h1>{body?.frontmatter?.title}</h1>
      <MarkdownBody html={body?.html} />
    </>
  );
}
