// The hold request form again for a visitor without JavaScript whose post had errors: filled with what was sent, each
// error next to its field and in a summary, the lot chosen again from the lots free today.
import type { Lang } from '../i18n/languages';
import { contactText } from '../inquiry/messages';
import { contactLimits } from '../inquiry/fields';
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
import { pathTo } from '../routes';
import { holdErrorVars, holdLimits, lotToken, type HoldField } from './fields';
import { holdableLots, itemName, type HoldStock } from './stock';

type TextName = 'name' | 'company' | 'email' | 'phone' | 'message';
const limits: Record<TextName, number> = {
  name: contactLimits.name,
  company: holdLimits.company,
  email: contactLimits.email,
  phone: contactLimits.phone,
  message: contactLimits.message,
};
const labels: Record<TextName, string> = {
  name: 'form.name',
  company: 'holds.company',
  email: 'form.email',
  phone: 'form.phone',
  message: 'holds.note',
};

export function renderHoldFormPage(
  { lang, values, errors, idempotencyKey }: FormPageInput,
  stock: HoldStock,
  today: string,
): string {
  const t = (key: string, vars: Record<string, string | number> = {}) => escapeHtml(contactText(lang, key, vars));
  const value = (name: string) => escapeHtml(typeof values[name] === 'string' ? (values[name] as string) : '');
  const error = (name: HoldField) => fieldError(lang, errors, holdErrorVars, name);
  const described = (name: HoldField) => (errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '');
  const field = (name: TextName, required: boolean) => {
    const attrs = `id="${name}" name="${name}"${required ? ' required aria-required="true"' : ''} maxlength="${limits[name]}"${described(name)}`;
    const control =
      name === 'message'
        ? `<textarea rows="4" ${attrs}>${value(name)}</textarea>`
        : `<input type="${name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}"${name === 'phone' || name === 'email' ? ' dir="ltr"' : ''} ${attrs} value="${value(name)}">`;
    return `<label for="${name}">${t(labels[name])}${required ? ' *' : ''}</label>${control}${error(name)}`;
  };
  const chosen = typeof values.lot === 'string' ? values.lot : '';
  const options = holdableLots(stock, today)
    .map(({ item, lot, freeCrates }) => {
      const token = lotToken(item.id, lot.lot);
      // Plural by the language's rules ("1 crate", Arabic's six forms), as i18next picks them in the page.
      const text = t(`holds.lotOption_${new Intl.PluralRules(lang).select(freeCrates)}`, {
        name: itemName(item, lang),
        sku: item.sku,
        lot: lot.lot,
        shade: lot.shade,
        crates: freeCrates,
        count: freeCrates,
      });
      return `<option value="${token}"${token === chosen ? ' selected' : ''}>${text}</option>`;
    })
    .join('');
  const number = (name: 'crates' | 'days') =>
    `<label for="${name}">${t(`holds.${name}`)} *</label><input type="text" inputmode="numeric" autocomplete="off" id="${name}" name="${name}" required aria-required="true" value="${value(name)}"${described(name)}>${error(name)}`;
  const title = contactText(lang, 'holds.title');
  const body = `<h1>${escapeHtml(title)}</h1>
${errorSummary(lang, errors, holdErrorVars, '')}
${formStart}
<input type="hidden" name="type" value="hold"><input type="hidden" name="lang" value="${lang}">
${keyField(idempotencyKey)}
<p>${t('form.requiredNote')}</p>
<label for="lot">${t('holds.lot')} *</label><select id="lot" name="lot" required aria-required="true"${described('lot')}><option value="">${t('holds.lotChoose')}</option>${options}</select>${error('lot')}
${number('crates')}
<label for="start">${t('holds.start')}</label><input type="date" id="start" name="start" min="${today}" value="${value('start')}"${described('start')}>${error('start')}
${number('days')}
${field('name', true)}${field('company', false)}${field('email', true)}${field('phone', true)}${field('message', false)}
${honeypotHtml(lang)}
<button type="submit">${t('holds.send')}</button>
</form>
<p><a href="${pathTo(lang, { page: 'usaStock' })}">${t('holds.backToStock')}</a></p>`;
  return page(lang, title, body);
}

export const holdFormPath = (lang: Lang): string => pathTo(lang, { page: 'usaHoldRequest' });
