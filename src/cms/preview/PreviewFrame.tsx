// What surrounds the page in the preview: the language switch (EN FR ES RU AR) above it, what the entry still lacks
// in that language, and the page itself in the language's direction and font, inside an error boundary that shows
// what it can instead of a blank pane. The chrome speaks English, like the rest of the content editor.
import React from 'react';
import { I18nextProvider } from '../../browser/react-i18next';
import { directionOf, languages, type Lang } from '../../i18n/languages';
import { translatorFor } from './i18n';
import type { MissingTexts } from './text';

const englishNames: Record<Lang, string> = { en: 'English', fr: 'French', es: 'Spanish', ru: 'Russian', ar: 'Arabic' };

export interface LanguageSwitch {
  current: Lang;
  /** JSON entries switch in place; a Markdown file's other languages are other files, reached by their links. */
  choose?: (lang: Lang) => void;
  hrefOf?: (lang: Lang) => string | null;
}

function Switch({ current, choose, hrefOf }: LanguageSwitch) {
  return (
    <nav className="cms-preview-languages" aria-label="Preview language">
      <ul>
        {languages.map((l) => {
          const label = `${l.shortCode}`;
          const title = `${englishNames[l.code]} preview`;
          if (choose)
            return (
              <li key={l.code}>
                <button type="button" aria-pressed={l.code === current} title={title} onClick={() => choose(l.code)}>
                  {label}
                </button>
              </li>
            );
          const href = hrefOf?.(l.code);
          return (
            <li key={l.code}>
              {l.code === current || !href ? (
                <span aria-current={l.code === current ? 'page' : undefined} title={title}>
                  {label}
                </span>
              ) : (
                <a href={href} target="_top" title={`Open the ${englishNames[l.code]} file`}>
                  {label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Notice({ lang, missing, notes }: { lang: Lang; missing: MissingTexts; notes: string[] }) {
  if (!missing.inLanguage.length && !missing.required.length && !notes.length) return null;
  return (
    <aside className="cms-preview-notice" aria-label="What the preview lacks">
      {missing.inLanguage.length > 0 && (
        <p>
          <strong>Missing in {englishNames[lang]}</strong> (the page shows the English text, marked):{' '}
          {missing.inLanguage.join(', ')}.
        </p>
      )}
      {missing.required.length > 0 && (
        <p>
          <strong>Required, still empty</strong> (the editor will not save without them): {missing.required.join(', ')}.
        </p>
      )}
      {notes.map((n) => (
        <p key={n}>{n}</p>
      ))}
    </aside>
  );
}

interface BoundaryProps {
  /** A new value (the entry as typed) tries the page again. */
  attempt: unknown;
  fallback: (error: Error) => React.ReactNode;
  children: React.ReactNode;
}

export class PreviewBoundary extends React.Component<BoundaryProps, { error: Error | null; attempt: unknown }> {
  state = { error: null as Error | null, attempt: this.props.attempt };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: Error | null; attempt: unknown }) {
    return props.attempt !== state.attempt ? { error: null, attempt: props.attempt } : null;
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export interface PreviewFrameProps {
  languageSwitch: LanguageSwitch;
  missing: MissingTexts;
  /** Other things the preview cannot show (a related file that did not load, …). */
  notes: string[];
  /** What the page still shows when the view fails: the entry's name or title. */
  title: string;
  attempt: unknown;
  children: React.ReactNode;
}

export function PreviewFrame({ languageSwitch, missing, notes, title, attempt, children }: PreviewFrameProps) {
  const lang = languageSwitch.current;
  const dir = directionOf(lang);
  const ref = React.useRef<HTMLDivElement>(null);
  // The frame's document too: the site's rules select on html[lang] (the Arabic font) and [dir], and its title names
  // the frame for assistive technology (Decap's iframe has none).
  React.useEffect(() => {
    const doc = ref.current?.ownerDocument;
    if (!doc) return;
    doc.documentElement.lang = lang;
    doc.documentElement.dir = dir;
    doc.title = `Preview (${englishNames[lang]})`;
    doc.defaultView?.frameElement?.setAttribute('title', `Page preview in ${englishNames[lang]}`);
  }, [lang, dir]);
  return (
    <div className="cms-preview" lang={lang} dir={dir} ref={ref}>
      <div className="cms-preview-bar" lang="en" dir="ltr">
        <Switch {...languageSwitch} />
        <Notice lang={lang} missing={missing} notes={notes} />
      </div>
      <I18nextProvider i18n={translatorFor(lang)}>
        <main className="page">
          <PreviewBoundary
            attempt={attempt}
            fallback={(error) => (
              <>
                <h1>{title}</h1>
                <div className="cms-preview-error" role="alert" lang="en" dir="ltr">
                  <p>
                    <strong>The preview cannot show the rest of this page yet.</strong> Usually a field is still empty
                    or half typed; the page shows again as soon as it can.
                  </p>
                  <p>
                    What failed: <code>{error.message}</code>
                  </p>
                </div>
              </>
            )}
          >
            {children}
          </PreviewBoundary>
        </main>
      </I18nextProvider>
    </div>
  );
}
