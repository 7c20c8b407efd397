// An entity's text as a page shows it. Page queries give the page's language (or English where the language has no
// text, the site's fallback); the CMS preview gives the same object and says when the text is a fallback, so the
// visitor's page and the editor's preview are one markup: a fallback is marked with the language it is written in
// (lang, for screen readers and hyphenation) and with the language it is missing in (the preview highlights it).
import type { Lang } from '../i18n/languages';

export interface ShownText {
  readonly text: string;
  /** Set when the text is another language's than the page's: the language it is written in. */
  readonly shownIn?: Lang;
  /** Set when the page's language has no text of its own (the CMS preview): that language. */
  readonly missingIn?: Lang;
}

export function LocalizedText({ value }: { value: ShownText }) {
  if (!value.shownIn && !value.missingIn) return <>{value.text}</>;
  return (
    <span lang={value.shownIn} data-missing={value.missingIn}>
      {value.text}
    </span>
  );
}
