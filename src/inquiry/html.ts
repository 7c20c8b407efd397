// Small server-rendered pages for visitors without JavaScript: the form again with its errors, or a plain message.
import { directionOf, type Lang } from '../i18n/languages';
import { pathTo } from '../routes';
import { contactText, errorText } from './messages';
import {
  contactEndpoint,
  contactLimits,
  honeypotField,
  type ContactErrors,
  type ContactSource,
} from '../contact/fields';
import { summaryKey } from '../contact/schema';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

const style = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f1d1a;background:#faf8f5}
label{display:block;font-weight:600;margin-top:1rem}input,textarea,select{display:block;width:100%;padding:.5rem;font:inherit;border:1px solid #5b554d;border-radius:6px}
[aria-invalid=true]{border-color:#b3261e}.error{color:#b3261e;margin:.25rem 0 0}.summary{border:2px solid #b3261e;padding:.5rem 1rem;border-radius:6px}
.hp{position:absolute;inset-inline-start:-10000px}button{margin-top:1rem;padding:.6rem 1.5rem;font:inherit;background:#7a4b1e;color:#fff;border:0;border-radius:6px}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}a{color:#7a4b1e}`;

/** Content-Security-Policy of these pages: nothing but their own inline style and a form posting back here. */
export const htmlPageCsp =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}" dir="${directionOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

const contactPath = (lang: Lang, source: ContactSource) =>
  pathTo(lang, {
    page: source === 'usaContact' ? 'usaContact' : source === 'sampleRequest' ? 'sampleRequest' : 'contact',
  });

export function renderMessagePage(lang: Lang, source: ContactSource, message: string): string {
  const title = contactText(lang, 'noJs.title');
  return page(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${contactPath(lang, source)}">${escapeHtml(contactText(lang, 'noJs.back'))}</a></p>`,
  );
}

export interface FormPageInput {
  lang: Lang;
  source: ContactSource;
  values: Record<string, unknown>;
  errors: ContactErrors;
  idempotencyKey?: string;
}

/** The contact form again, filled with what was sent, each error next to its field and listed in a summary (nothing typed is lost). */
export function renderFormPage({ lang, source, values, errors, idempotencyKey }: FormPageInput): string {
  const t = (key: string) => escapeHtml(contactText(lang, key));
  const value = (name: string) => escapeHtml(typeof values[name] === 'string' ? (values[name] as string) : '');
  const fieldError = (name: 'name' | 'email' | 'phone' | 'message') => {
    const key = errors[name];
    return key ? `<p class="error" id="${name}-error">${escapeHtml(errorText(lang, key))}</p>` : '';
  };
  const attrs = (name: 'name' | 'email' | 'phone' | 'message', required: boolean) =>
    `id="${name}" name="${name}"${required ? ' required aria-required="true"' : ''} maxlength="${contactLimits[name]}"${errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}`;
  const listed = Object.entries(errors)
    .map(
      ([field, key]) =>
        `<li>${field === 'quote' ? escapeHtml(errorText(lang, key)) : `<a href="#${field}">${escapeHtml(errorText(lang, key))}</a>`}</li>`,
    )
    .join('');
  const title = contactText(lang, 'noJs.title');
  const body = `<h1>${escapeHtml(title)}</h1>
<div class="summary" role="alert"><p>${t(`errors.${summaryKey(errors)}`)}</p><ul>${listed}</ul></div>
<form method="post" action="${contactEndpoint}" accept-charset="utf-8">
<input type="hidden" name="lang" value="${lang}"><input type="hidden" name="source" value="${source}">
${idempotencyKey ? `<input type="hidden" name="idempotencyKey" value="${escapeHtml(idempotencyKey)}">` : ''}
<input type="hidden" name="quote" value="${value('quote')}">
<p>${t('form.requiredNote')}</p>
<label for="name">${t('form.name')} *</label><input type="text" autocomplete="name" ${attrs('name', true)} value="${value('name')}">${fieldError('name')}
<label for="email">${t('form.email')} *</label><input type="email" autocomplete="email" ${attrs('email', true)} value="${value('email')}">${fieldError('email')}
<label for="phone">${t('form.phone')} *</label><input type="tel" dir="ltr" autocomplete="tel" ${attrs('phone', true)} value="${value('phone')}">${fieldError('phone')}
<label for="message">${t('form.message')}</label><textarea rows="6" ${attrs('message', false)}>${value('message')}</textarea>${fieldError('message')}
<div class="hp" aria-hidden="true"><label for="${honeypotField}">${t('form.honeypot')}</label><input type="text" id="${honeypotField}" name="${honeypotField}" tabindex="-1" autocomplete="off"></div>
<button type="submit">${t('form.send')}</button>
</form>
<p><a href="${contactPath(lang, source)}">${t('noJs.back')}</a></p>`;
  return page(lang, title, body);
}
