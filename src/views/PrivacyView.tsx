// The privacy page's content (inside the site's Layout): the editors' Markdown (data/content/privacy/), then the
// visitor's analytics choice. The template (src/templates/privacy.tsx) and the CMS preview both render it.
import { TitleAndBody, type MarkdownPageData } from './TitleAndBody';
import { ConsentSettings } from '../components/privacy/ConsentSettings';

/** Privacy: the Markdown (what the site keeps, why, for how long), then the visitor's analytics choice. */
export function PrivacyView({ body }: { body: MarkdownPageData }) {
  return (
    <>
      <TitleAndBody body={body} />
      <ConsentSettings />
    </>
  );
}
