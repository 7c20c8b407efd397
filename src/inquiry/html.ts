// The frame of the small server-rendered pages for visitors without JavaScript: the page itself, a plain message, and
// the parts every kind's form page has (error summary, hidden key, honeypot); each kind lays out its own fields.
import { directionOf, type Lang } from '../i18n/languages';
import { contactText, errorText } from './messages';
import { contactEndpoint, honeypotField, summaryKey, type ErrorVars, type FieldErrors } from './fields';

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

/** A plain message (a refusal, a failure) with a link back to the page the form is on. */
export function renderMessagePage(lang: Lang, back: string, message: string): string {
  const title = contactText(lang, 'noJs.title');
  return page(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${back}">${escapeHtml(contactText(lang, 'noJs.back'))}</a></p>`,
  );
}

/** What a kind's form page is given: the post as it arrived, its errors and its key (so a resend is the same inquiry). */
export interface FormPageInput {
  lang: Lang;
  source: string;
  values: Record<string, unknown>;
  errors: FieldErrors;
  idempotencyKey?: string;
}

/** The opening tag of every kind's form: a plain post to the contact function. */
export const formStart = `<form method="post" action="${contactEndpoint}" accept-charset="utf-8">`;

/**
 * The summary above the fields: its line, then each error, linked to its field except `unlinked` (a field with no
 * input of its own on the page, e.g. a list sent as hidden fields).
 */
export function errorSummary(lang: Lang, errors: FieldErrors, vars: ErrorVars, unlinked: string): string {
  const listed = Object.entries(errors)
    .map(([field, key]) => {
      const text = escapeHtml(errorText(lang, key as string, vars));
      return `<li>${field === unlinked ? text : `<a href="#${field}">${text}</a>`}</li>`;
    })
    .join('');
  return `<div class="summary" role="alert"><p>${escapeHtml(contactText(lang, `errors.${summaryKey(errors)}`))}</p><ul>${listed}</ul></div>`;
}

/** The post's idempotency key, carried on so that sending the corrected form again is the same inquiry. */
export const keyField = (key: string | undefined): string =>
  key ? `<input type="hidden" name="idempotencyKey" value="${escapeHtml(key)}">` : '';

/** The field only bots fill in (the function's honeypot check). */
export const honeypotHtml = (lang: Lang): string =>
  `<div class="hp" aria-hidden="true"><label for="${honeypotField}">${escapeHtml(contactText(lang, 'form.honeypot'))}</label><input type="text" id="${honeypotField}" name="${honeypotField}" tabindex="-1" autocomplete="off"></div>`;

/** A field's error under it, referenced by the field's aria-describedby (`<name>-error`). */
export function fieldError(lang: Lang, errors: FieldErrors, vars: ErrorVars, name: string): string {
  const key = errors[name];
  return key ? `<p class="error" id="${name}-error">${escapeHtml(errorText(lang, key, vars))}</p>` : '';
}

/** A labelled text field of a kind's form page; `required: 'marked'` is marked, not enforced (the browser would refuse). */
export interface TextFieldHtml {
  label: string;
  required: boolean | 'marked';
  maxLength: number;
  autocomplete?: string;
  type?: 'text' | 'email' | 'tel';
  /** A text area of this many rows. */
  rows?: number;
}

/** What a kind's form page writes its fields with: its texts, the posted values and the errors, all escaped. */
export function formPageParts({ lang, values, errors }: FormPageInput, vars: ErrorVars) {
  const t = (key: string, v: Record<string, string | number> = {}) => escapeHtml(contactText(lang, key, v));
  const value = (name: string) => escapeHtml(typeof values[name] === 'string' ? (values[name] as string) : '');
  const error = (name: string) => fieldError(lang, errors, vars, name);
  const described = (name: string) => (errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '');
  const textField = (name: string, f: TextFieldHtml) => {
    const attrs = `id="${name}" name="${name}"${f.required === true ? ' required' : ''}${f.required ? ' aria-required="true"' : ''} maxlength="${f.maxLength}"${f.autocomplete ? ` autocomplete="${f.autocomplete}"` : ''}${described(name)}`;
    const type = f.type ?? 'text';
    const control = f.rows
      ? `<textarea rows="${f.rows}" ${attrs}>${value(name)}</textarea>`
      : `<input type="${type}"${type === 'text' ? '' : ' dir="ltr"'} ${attrs} value="${value(name)}">`;
    return `<label for="${name}">${f.label}${f.required ? ' *' : ''}</label>${control}${error(name)}`;
  };
  return { t, value, error, described, textField };
}

/** The parts of a kind's form page around its fields. */
export interface FormPageFrame {
  title: string;
  vars: ErrorVars;
  /** A field listed in the summary without a link (it has no input of its own on the page). */
  unlinked: string;
  /** Hidden fields the post carries on (the kind, the language, the source…). */
  hidden: Record<string, string>;
  /** The fields, already written. */
  fields: string;
  send: string;
  back: { href: string; text: string };
}

/** A kind's form page: title, error summary, the plain post with its hidden fields and key, the fields, Send, back. */
export function formPage({ lang, errors, idempotencyKey }: FormPageInput, f: FormPageFrame): string {
  const hidden = Object.entries(f.hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const body = `<h1>${escapeHtml(f.title)}</h1>
${errorSummary(lang, errors, f.vars, f.unlinked)}
${formStart}
${hidden}
${keyField(idempotencyKey)}
${f.fields}
${honeypotHtml(lang)}
<button type="submit">${escapeHtml(f.send)}</button>
</form>
<p><a href="${f.back.href}">${escapeHtml(f.back.text)}</a></p>`;
  return page(lang, f.title, body);
}
