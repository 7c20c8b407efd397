// The contact form again for a visitor without JavaScript whose post had errors: filled with what was sent, each error
// next to its field and listed in a summary (nothing typed is lost). The page frame is the core's (src/inquiry/html.ts).
import type { Lang } from '../i18n/languages';
import { pathTo } from '../routes';
import { contactText } from '../inquiry/messages';
import { contactLimits, detailErrorVars } from '../inquiry/fields';
import { formPage, formPageParts, type FormPageInput } from '../inquiry/html';

/** The page a contact message's form is on, by the source it was sent with. */
export const contactPath = (lang: Lang, source: string): string =>
  pathTo(lang, {
    page: source === 'usaContact' ? 'usaContact' : source === 'sampleRequest' ? 'sampleRequest' : 'contact',
  });

export function renderFormPage(input: FormPageInput): string {
  const { lang, source, values } = input;
  const { t, textField } = formPageParts(input, detailErrorVars);
  const fields = [
    `<p>${t('form.requiredNote')}</p>`,
    textField('name', { label: t('form.name'), required: true, maxLength: contactLimits.name, autocomplete: 'name' }),
    textField('email', {
      label: t('form.email'),
      required: true,
      maxLength: contactLimits.email,
      autocomplete: 'email',
      type: 'email',
    }),
    textField('phone', {
      label: t('form.phone'),
      required: true,
      maxLength: contactLimits.phone,
      autocomplete: 'tel',
      type: 'tel',
    }),
    textField('message', { label: t('form.message'), required: false, maxLength: contactLimits.message, rows: 6 }),
  ].join('\n');
  return formPage(input, {
    title: contactText(lang, 'noJs.title'),
    vars: detailErrorVars,
    unlinked: 'quote',
    hidden: { lang, source, quote: typeof values.quote === 'string' ? values.quote : '' },
    fields,
    send: contactText(lang, 'form.send'),
    back: { href: contactPath(lang, source), text: contactText(lang, 'noJs.back') },
  });
}
