// The sample request's part of the sales e-mail ("Sample request: 3 stones → Lyon, FR", company, address, samples) and
// of the CLI's listing.
import type { Lang } from '../i18n/languages';
import { contactText } from '../inquiry/messages';
import type { KindMail, MailContext } from '../inquiry/kind';
import type { StoredInquiry } from '../inquiry/store';
import { salesMailbox } from '../inquiry-mailboxes';
import { countryName } from './countries';
import type { ShippingAddress } from './fields';
import type { SampleFields } from './schema';

type StoredRequest = StoredInquiry<SampleFields>;

/** The finish as sales read it: its slug in words (the function has no catalogue to name it in their language). */
const finishLabel = (slug: string) => slug.replace(/-/g, ' ');

/** "12 rue de la République, 69002 Lyon, France (FR)"; a part the address lacks is left out, with its comma. */
export const addressLine = (a: ShippingAddress, lang: Lang) =>
  [
    a.street,
    [a.postalCode, a.city].filter(Boolean).join(' '),
    a.region,
    `${countryName(a.country, lang)} (${a.country})`,
  ]
    .filter(Boolean)
    .join(', ');

/** Where the parcel goes, for a subject: the city, else the region (a UAE address may name only its emirate). */
const placeOf = (a: Pick<ShippingAddress, 'city' | 'region'> | null) => a?.city || a?.region || '';

/** "Sample request: 3 stones → Lyon, FR", in the plural form the sales team's language needs for the count. */
export function sampleSubject(
  i: { samples: readonly unknown[]; address: Pick<ShippingAddress, 'city' | 'region' | 'country'> | null },
  lang: Lang,
): string {
  const count = i.samples.length;
  const form = new Intl.PluralRules(lang).select(count);
  const vars = { count, city: placeOf(i.address), country: i.address?.country ?? '' };
  const text = contactText(lang, `mail.sampleSubject_${form}`, vars);
  return text === `mail.sampleSubject_${form}` ? contactText(lang, 'mail.sampleSubject_other', vars) : text;
}

export function sampleMail(i: StoredRequest, { lang, t }: MailContext): KindMail {
  const { address, samples, company } = i.fields;
  return {
    subject: sampleSubject({ samples, address }, lang),
    to: salesMailbox,
    senderRows: [[t('samples.company'), company || '—']],
    rows: address ? [[t('samples.address'), addressLine(address, lang)]] : [],
    lists: [
      {
        title: t('mail.samples'),
        items: samples.map((x) => `${x.code} — ${finishLabel(x.finish)} — ${t(`samples.kinds.${x.sample}`)}`),
      },
    ],
  };
}

export const sampleListing = {
  line: ({ fields: { address, samples } }: StoredRequest) =>
    `${samples.length} sample(s) → ${address ? `${placeOf(address)}, ${address.country}` : '?'}`,
  columns: ['company', 'street', 'postal_code', 'city', 'region', 'country', 'samples'],
  cells: ({ fields: { address, samples, company } }: StoredRequest) => {
    return {
      company: company ?? '',
      street: address?.street ?? '',
      postal_code: address?.postalCode ?? '',
      city: address?.city ?? '',
      region: address?.region ?? '',
      country: address?.country ?? '',
      samples: samples.map((x) => `${x.code} ${x.finish} ${x.sample}`).join('; '),
    };
  },
};
