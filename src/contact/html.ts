// The contact form again for a visitor without JavaScript whose post had errors: filled with what was sent, each error
// next to its field and listed in a summary (nothing typed is lost). The page frame is the core's (src/inquiry/html.ts).
import type { Lang } from '../i18n/languages';
import { pathTo } from '../routes';
import { contactText } from '../inquiry/messages';
import { contactLimits, detailErrorVars, type DetailField } from '../inquiry/fields';
import {
  errorSummary,
  escapeHtml,
  fieldError,
  formStart,
  honeypotHtml,
  keyField,
  page,
  type FormPageInput,
} from '../inquiry/html';

/** The page a contact message's form is on, by the source it was sent with. */
export const contactPath = (lang: Lang, source: string): string =>
  pathTo(lang, {
    page: source === 'usaContact' ? 'usaContact' : source === 'sampleRequest' ? 'sampleRequest' : 'contact',
  });

export function renderFormPage({ lang, source, values, errors, idempotencyKey }: FormPageInput): string {
  const t = (key: string) => escapeHtml(contactText(lang, key));
  const value = (name: string) => escapeHtml(typeof values[name] === 'string' ? (values[name] as string) : '');
  const error = (name: DetailField) => fieldError(lang, errors, detailErrorVars, name);
  const attrs = (name: DetailField, required: boolean) =>
    `id="${name}" name="${name}"${required ? ' required aria-required="true"' : ''} maxlength="${contactLimits[name]}"${errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}`;
  const title = contactText(lang, 'noJs.title');
  const body = `<h1>${escapeHtml(title)}</h1>
${errorSummary(lang, errors, detailErrorVars, 'quote')}
${formStart}
<input type="hidden" name="lang" value="${lang}"><input type="hidden" name="source" value="${source}">
${keyField(idempotencyKey)}
<input type="hidden" name="quote" value="${value('quote')}">
<p>${t('form.requiredNote')}</p>
<label for="name">${t('form.name')} *</label><input type="text" autocomplete="name" ${attrs('name', true)} value="${value('name')}">${error('name')}
<label for="email">${t('form.email')} *</label><input type="email" autocomplete="email" ${attrs('email', true)} value="${value('email')}">${error('email')}
<label for="phone">${t('form.phone')} *</label><input type="tel" dir="ltr" autocomplete="tel" ${attrs('phone', true)} value="${value('phone')}">${error('phone')}
<label for="message">${t('form.message')}</label><textarea rows="6" ${attrs('message', false)}>${value('message')}</textarea>${error('message')}
${honeypotHtml(lang)}
<button type="submit">${t('form.send')}</button>
</form>
<p><a href="${contactPath(lang, source)}">${t('noJs.back')}</a></p>`;
  return page(lang, title, body);
}
