// The hold request form again for a visitor without JavaScript whose post had errors: filled with what was sent, each
// error next to its field and in a summary, the lot chosen again from the lots free today.
import type { Lang } from '../i18n/languages';
import { contactText } from '../inquiry/messages';
import { contactLimits } from '../inquiry/fields';
import { formPage, formPageParts, type FormPageInput } from '../inquiry/html';
import { pathTo } from '../routes';
import { holdErrorVars, holdLimits, lotToken } from './fields';
import { holdableLots, itemName, type HoldStock } from './stock';

export function renderHoldFormPage(input: FormPageInput, stock: HoldStock, today: string): string {
  const { lang, values } = input;
  const { t, value, error, described, textField } = formPageParts(input, holdErrorVars);
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
  const fields = `<p>${t('form.requiredNote')}</p>
<label for="lot">${t('holds.lot')} *</label><select id="lot" name="lot" required aria-required="true"${described('lot')}><option value="">${t('holds.lotChoose')}</option>${options}</select>${error('lot')}
${number('crates')}
<label for="start">${t('holds.start')}</label><input type="date" id="start" name="start" min="${today}" value="${value('start')}"${described('start')}>${error('start')}
${number('days')}
${textField('name', { label: t('form.name'), required: true, maxLength: contactLimits.name })}${textField('company', { label: t('holds.company'), required: false, maxLength: holdLimits.company })}${textField('email', { label: t('form.email'), required: true, maxLength: contactLimits.email, type: 'email' })}${textField('phone', { label: t('form.phone'), required: true, maxLength: contactLimits.phone, type: 'tel' })}${textField('message', { label: t('holds.note'), required: false, maxLength: contactLimits.message, rows: 4 })}`;
  return formPage(input, {
    title: contactText(lang, 'holds.title'),
    vars: holdErrorVars,
    unlinked: '',
    hidden: { type: 'hold', lang },
    fields,
    send: contactText(lang, 'holds.send'),
    back: { href: pathTo(lang, { page: 'usaStock' }), text: contactText(lang, 'holds.backToStock') },
  });
}

export const holdFormPath = (lang: Lang): string => pathTo(lang, { page: 'usaHoldRequest' });
