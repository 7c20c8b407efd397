// The HTML every PDF is printed from: <html lang dir> set once (Arabic mirrors through logical CSS properties, and
// Chromium shapes and orders it), the embedded faces, the print style, the company's header and contact footer.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { directionOf, type Lang } from '../i18n/languages';
import { Logo } from '../components/shell/Logo';
import { PhoneNumber } from '../components/PhoneNumber';
import type { CompanyData } from './data';
import type { Translate } from './texts';

const style = `
@page { size: A4; margin: 12mm 14mm 14mm; }
* { box-sizing: border-box; }
html { font-family: 'Inter', 'Noto Sans Arabic'; font-size: 9pt; line-height: 1.4; color: #222; }
body { margin: 0; }
h1 { font-size: 18pt; line-height: 1.15; margin: 0 0 1mm; color: #7a4b1e; }
h2 { font-size: 11pt; margin: 4mm 0 1mm; color: #7a4b1e; break-after: avoid; }
p { margin: 0 0 2mm; }
.sheet-header { display: flex; justify-content: space-between; align-items: center; border-block-end: 0.6mm solid #7a4b1e;
  padding-block-end: 2mm; margin-block-end: 4mm; }
.sheet-header svg { width: 62mm; height: auto; color: #222; }
.sheet-header svg text { font-family: 'Inter'; }
.sheet-kind { font-size: 10pt; color: #555; }
.subtitle { font-size: 11pt; color: #555; margin-block-end: 4mm; }
.top { display: flex; gap: 6mm; align-items: flex-start; }
.top img { width: 72mm; height: 54mm; object-fit: cover; border-radius: 1mm; flex: none; }
.top .facts { flex: 1; }
.top .facts p { margin-block-start: 3mm; }
dl { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 1mm 4mm; }
dt { font-weight: 700; }
dd { margin: 0; }
table { border-collapse: collapse; width: 100%; break-inside: avoid; line-height: 1.25; }
th, td { text-align: start; padding: 0.6mm 1.5mm; border-block-end: 0.2mm solid #ccc; vertical-align: top; }
thead th { background: #f3ebe2; }
.columns { display: flex; gap: 6mm; }
.columns > * { flex: 1; }
.usage td.no { color: #9b2c2c; }
.usage td .reason { display: block; color: #555; font-weight: 400; }
.technical { font-size: 8.5pt; }
.technical td { white-space: nowrap; }
section { break-inside: avoid; }
.usage, .sizes { font-size: 8.5pt; }
.ltr { direction: ltr; unicode-bidi: isolate; }
.tel { white-space: nowrap; } /* a telephone number (components/PhoneNumber.tsx), as .tel on the pages */
footer { break-before: avoid; break-inside: avoid; margin-block-start: 5mm; padding-block-start: 2mm; border-block-start: 0.3mm solid #7a4b1e; font-size: 8.5pt; color: #444; }
footer p { margin: 0 0 0.8mm; }
.note { font-size: 7.5pt; color: #555; margin-block-start: 1mm; }
a { color: inherit; }
/* The quote list: a long list runs over pages, a line never splits. */
table.quote-lines { break-inside: auto; font-size: 8.5pt; }
.quote-lines tr { break-inside: avoid; }
.quote-lines .figure { text-align: end; white-space: nowrap; }
.quote-lines .url { display: block; font-size: 7pt; color: #555; word-break: break-all; }
.quote-lines .reason { display: block; color: #555; }
.quote-total { text-align: end; margin-block-start: 3mm; }
.quote-total p { margin: 0 0 1mm; }
`;

export function SheetHeader({ company, kind }: { company: string; kind: string }) {
  return (
    <header className="sheet-header">
      <Logo name={company} />
      <span className="sheet-kind">{kind}</span>
    </header>
  );
}

/**
 * The company's contact block in `lang`, headed by the text `labelKey` names; `pageUrl` is the web page the sheet
 * belongs to.
 */
export function ContactFooter({
  company,
  lang,
  t,
  labelKey = 'catalogue:datasheet.contact',
  pageUrl,
}: {
  company: CompanyData;
  lang: Lang;
  t: Translate;
  labelKey?: string;
  pageUrl: string;
}) {
  return (
    <footer>
      <p>
        <strong>{t(labelKey)}: </strong>
        {company.name}, {company.address[lang]} · <PhoneNumber number={company.phone} /> ·{' '}
        <bdi className="ltr">{company.email}</bdi>
      </p>
      <p>
        {t('catalogue:datasheet.page')}: <bdi className="ltr">{pageUrl}</bdi>
      </p>
    </footer>
  );
}

/** The document's HTML: `fontCss` names the embedded faces (src/pdf/fonts.ts). */
export function pdfHtml(lang: Lang, title: string, fontCss: string, body: React.ReactElement): string {
  return (
    '<!doctype html>' +
    renderToStaticMarkup(
      <html lang={lang} dir={directionOf(lang)}>
        <head>
          <meta charSet="utf-8" />
          <title>{title}</title>
          <style dangerouslySetInnerHTML={{ __html: fontCss + style }} />
        </head>
        <body>{body}</body>
      </html>,
    )
  );
}
