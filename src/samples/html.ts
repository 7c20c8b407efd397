// The sample request form again for a visitor without JavaScript whose post had errors: filled with what was sent,
// each error next to its field and in a summary; the address fields named and required as the country sent needs them
// (all of them shown: a visitor may choose another country here); the chosen samples travel on as hidden fields.
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
import { countriesIn } from './countries';
import { parseStoneToken, rowFields, sampleLimits, type SampleField } from './fields';
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
const inputTypes: Partial<Record<TextName, string>> = { email: 'email', phone: 'tel' };
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

const byCountry = (presence: Presence) => (presence === 'required' ? 'byCountry' : false);

export function renderSampleFormPage(
  { lang, values, errors, idempotencyKey }: FormPageInput,
  rules: AddressRuleLookup,
): string {
  const t = (key: string) => escapeHtml(contactText(lang, key));
  const value = (name: string) => escapeHtml(typeof values[name] === 'string' ? (values[name] as string) : '');
  const rule = ruleFor(rules, values.country);
  const vars = addressErrorVars(rule, (k) => contactText(lang, k));
  const error = (name: SampleField) => fieldError(lang, errors, vars, name);
  const described = (name: SampleField) =>
    errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
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
  const field = (name: TextName, required: boolean | 'byCountry') => {
    const attrs = `id="${name}" name="${name}"${required === true ? ' required' : ''}${required ? ' aria-required="true"' : ''} maxlength="${limits[name]}" autocomplete="${autocomplete[name]}"${described(name)}`;
    const control =
      name === 'message'
        ? `<textarea rows="4" ${attrs}>${value(name)}</textarea>`
        : `<input type="${inputTypes[name] ?? 'text'}"${name === 'phone' || name === 'email' ? ' dir="ltr"' : ''} ${attrs} value="${value(name)}">`;
    return `<label for="${name}">${label(name)}${required ? ' *' : ''}</label>${control}${error(name)}`;
  };
  const chosen = String(values.country ?? '').toUpperCase();
  const countries = countriesIn(lang)
    .map((c) => `<option value="${c.code}"${c.code === chosen ? ' selected' : ''}>${escapeHtml(c.name)}</option>`)
    .join('');
  // The samples chosen on the page: kept as they were posted, listed by code, finish and kind.
  const rows: string[] = [];
  const hidden: string[] = [];
  for (let n = 1; n <= 20; n++) {
    const f = rowFields(n);
    const stone = typeof values[f.stone] === 'string' ? (values[f.stone] as string) : '';
    if (!stone) continue;
    for (const k of [f.stone, f.finish, f.sample]) hidden.push(`<input type="hidden" name="${k}" value="${value(k)}">`);
    const parsed = parseStoneToken(stone);
    const kind = String(values[f.sample] ?? '');
    rows.push(
      `<li><bdi>${escapeHtml(parsed?.code ?? stone)}</bdi> · ${value(f.finish)} · ${kind === 'chip' || kind === 'lot' ? t(`samples.kinds.${kind}`) : ''}</li>`,
    );
  }
  const title = contactText(lang, 'samples.title');
  const body = `<h1>${escapeHtml(title)}</h1>
${errorSummary(lang, errors, vars, 'samples')}
${formStart}
<input type="hidden" name="type" value="sample"><input type="hidden" name="lang" value="${lang}">
${keyField(idempotencyKey)}
${hidden.join('')}
<h2>${t('samples.chosen')}</h2>${rows.length ? `<ul>${rows.join('')}</ul>` : ''}${error('samples')}
<p>${t('form.requiredNote')}</p>
${field('name', true)}${field('company', false)}${field('email', true)}${field('phone', true)}
<h2>${t('samples.address')}</h2>
<label for="country">${label('country')} *</label><select id="country" name="country" required aria-required="true" autocomplete="country"${described('country')}><option value="">${t('samples.countryChoose')}</option>${countries}</select>${error('country')}
${field('street', true)}${field('city', byCountry(rule.city))}${field('region', byCountry(rule.region))}${field('postalCode', byCountry(rule.postalCode))}
${field('message', false)}
${honeypotHtml(lang)}
<button type="submit">${t('samples.send')}</button>
</form>
<p><a href="${pathTo(lang, { page: 'sampleRequest' })}">${t('samples.back')}</a></p>`;
  return page(lang, title, body);
}
