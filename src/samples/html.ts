// The sample request form again for a visitor without JavaScript whose post had errors: filled with what was sent,
// each error next to its field and in a summary; the address fields named and required as the country sent needs them
// (all of them shown: a visitor may choose another country here); the chosen samples travel on as hidden fields.
import { contactText } from '../inquiry/messages';
import { contactLimits } from '../inquiry/fields';
import { escapeHtml, formPage, formPageParts, type FormPageInput } from '../inquiry/html';
import { pathTo } from '../routes';
import { countriesIn } from './countries';
import { parseStoneToken, rowFields, sampleLimits } from './fields';
import {
  addressErrorVars,
  postalLabelKey,
  regionLabelKey,
  ruleFor,
  type AddressRuleLookup,
  type Presence,
} from './address-rules';

type TextName = 'name' | 'company' | 'email' | 'phone' | 'street' | 'city' | 'region' | 'postalCode' | 'message';
const limits: Record<TextName, number> = {
  name: contactLimits.name,
  company: sampleLimits.company,
  email: contactLimits.email,
  phone: contactLimits.phone,
  street: sampleLimits.street,
  city: sampleLimits.city,
  region: sampleLimits.region,
  postalCode: sampleLimits.postalCode,
  message: contactLimits.message,
};
const inputTypes: Partial<Record<TextName, 'email' | 'tel'>> = { email: 'email', phone: 'tel' };
const autocomplete: Record<TextName, string> = {
  name: 'name',
  company: 'organization',
  email: 'email',
  phone: 'tel',
  street: 'address-line1',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
  message: 'off',
};

const byCountry = (presence: Presence) => (presence === 'required' ? 'marked' : false);

export function renderSampleFormPage(input: FormPageInput, rules: AddressRuleLookup): string {
  const { lang, values } = input;
  const rule = ruleFor(rules, values.country);
  const vars = addressErrorVars(rule, (k) => contactText(lang, k));
  const { t, value, error, described, textField } = formPageParts(input, vars);
  const label = (name: TextName | 'country') =>
    t(
      name === 'message'
        ? 'samples.note'
        : name === 'name' || name === 'email' || name === 'phone'
          ? `form.${name}`
          : name === 'postalCode'
            ? postalLabelKey(rule)
            : name === 'region'
              ? regionLabelKey(rule)
              : `samples.${name}`,
    );
  // A field required only by the sent country's rules is marked, not `required`: the browser would refuse to send the
  // form once the visitor chose here a country that does not need it.
  const field = (name: TextName, required: boolean | 'marked') =>
    textField(name, {
      label: label(name),
      required,
      maxLength: limits[name],
      autocomplete: autocomplete[name],
      type: inputTypes[name],
      rows: name === 'message' ? 4 : undefined,
    });
  const chosen = String(values.country ?? '').toUpperCase();
  const countries = countriesIn(lang)
    .map((c) => `<option value="${c.code}"${c.code === chosen ? ' selected' : ''}>${escapeHtml(c.name)}</option>`)
    .join('');
  // The samples chosen on the page: kept as they were posted, listed by code, finish and kind.
  const rows: string[] = [];
  const hidden: Record<string, string> = {};
  for (let n = 1; n <= 20; n++) {
    const f = rowFields(n);
    const stone = typeof values[f.stone] === 'string' ? (values[f.stone] as string) : '';
    if (!stone) continue;
    for (const k of [f.stone, f.finish, f.sample])
      hidden[k] = typeof values[k] === 'string' ? (values[k] as string) : '';
    const parsed = parseStoneToken(stone);
    const kind = String(values[f.sample] ?? '');
    rows.push(
      `<li><bdi>${escapeHtml(parsed?.code ?? stone)}</bdi> · ${value(f.finish)} · ${kind === 'chip' || kind === 'lot' ? t(`samples.kinds.${kind}`) : ''}</li>`,
    );
  }
  const fields = `<h2>${t('samples.chosen')}</h2>${rows.length ? `<ul>${rows.join('')}</ul>` : ''}${error('samples')}
<p>${t('form.requiredNote')}</p>
${field('name', true)}${field('company', false)}${field('email', true)}${field('phone', true)}
<h2>${t('samples.address')}</h2>
<label for="country">${label('country')} *</label><select id="country" name="country" required aria-required="true" autocomplete="country"${described('country')}><option value="">${t('samples.countryChoose')}</option>${countries}</select>${error('country')}
${field('street', true)}${field('city', byCountry(rule.city))}${field('region', byCountry(rule.region))}${field('postalCode', byCountry(rule.postalCode))}
${field('message', false)}`;
  return formPage(input, {
    title: contactText(lang, 'samples.title'),
    vars,
    unlinked: 'samples',
    hidden: { type: 'sample', lang, ...hidden },
    fields,
    send: contactText(lang, 'samples.send'),
    back: { href: pathTo(lang, { page: 'sampleRequest' }), text: contactText(lang, 'samples.back') },
  });
}
