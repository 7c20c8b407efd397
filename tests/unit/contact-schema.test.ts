// The shared contact schema: required fields, formats, bounds, the quote list, and its messages in every language.
import fs from 'fs';
import path from 'path';
import { validateContact } from '../../src/contact/schema';
import { validateContactFields } from '../../src/inquiry/schema';
import { contactErrorKeys } from '../../src/contact/fields';
import { contactLimits, summaryKey } from '../../src/inquiry/fields';
import { errorText, contactText, langFromAcceptLanguage } from '../../src/inquiry/messages';
import { langCodes } from '../../src/i18n/languages';
import { maxQuoteItems } from '../../src/quote/quote-list';

/** A plain contact message: no fields of its own (no company, quote list or request fields). */
const contactOnly = { type: 'contact', fields: {} };

const valid = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 532 123 45 67',
  message: 'Please quote 200 m² of Silver Travertine.',
};
const item = {
  kind: 'product',
  id: 948,
  code: 'TRV-948',
  name: 'Silver Travertine',
  size: '60x60',
  quantity: 120,
  unit: 'm2',
};
const localeDir = path.resolve(__dirname, '..', '..', 'src', 'i18n', 'locales');

describe('contact schema', () => {
  it('accepts a complete inquiry and trims it', () => {
    const r = validateContact({ ...valid, name: '  Ayşe Yılmaz ', lang: 'ar', source: 'usaContact' });
    expect(r).toEqual({ ok: true, value: { ...valid, ...contactOnly, lang: 'ar', source: 'usaContact' } });
  });

  it('keeps what a request for quotation carries (company, country, delivery port, time frame), each optional', () => {
    const r = validateContact({
      ...valid,
      quote: [item],
      company: ' Gulf Stone Trading LLC ',
      country: 'ae',
      delivery: 'Jebel Ali port',
      neededBy: 'threeMonths',
    });
    expect(r.ok && r.value.fields).toEqual({
      company: 'Gulf Stone Trading LLC',
      quote: [item],
      country: 'AE',
      delivery: 'Jebel Ali port',
      neededBy: 'threeMonths',
    });
    // Left out, they are no fields at all (the row reads back as a plain message with its list).
    const plain = validateContact({ ...valid, quote: [item], company: ' ', country: '', neededBy: '' });
    expect(plain.ok && plain.value.fields).toEqual({ quote: [item] });
  });

  it('refuses a request field it cannot keep, each with its own message', () => {
    const r = validateContact({
      ...valid,
      company: 'x'.repeat(121),
      country: 'XX',
      delivery: 'Jebel Ali\nport',
      neededBy: 'yesterday',
    });
    expect(r.ok ? null : r.errors).toEqual({
      company: 'companyTooLong',
      country: 'countryInvalid',
      delivery: 'deliveryInvalid',
      neededBy: 'invalid',
    });
  });

  it('requires name, email and phone, each with its own message in English', () => {
    const r = validateContact({ name: ' ', email: '', message: 'hello' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({ name: 'nameRequired', email: 'emailRequired', phone: 'phoneRequired' });
    expect(errorText('en', r.errors.name!)).toBe('Name field is required, please fill');
    expect(errorText('en', r.errors.email!)).toBe('Mail field is required, please fill');
    expect(errorText('en', r.errors.phone!)).toBe('Phone field is required, please fill');
    expect(contactText('en', `errors.${summaryKey(r.errors)}`)).toBe('Please Fill All Input');
  });

  it('does not require the message', () => {
    expect(validateContactFields({ ...valid, message: '' }).ok).toBe(true);
  });

  it.each([
    ['name', 'x'.repeat(contactLimits.name), 'x'.repeat(contactLimits.name + 1), 'nameTooLong'],
    ['message', 'x'.repeat(contactLimits.message), 'x'.repeat(contactLimits.message + 1), 'messageTooLong'],
    [
      'email',
      `${'a'.repeat(64)}@${'b'.repeat(contactLimits.email - 69)}.com`,
      `${'a'.repeat(64)}@${'b'.repeat(contactLimits.email - 68)}.com`,
      'emailTooLong',
    ],
  ])('bounds %s: the limit passes, one more fails', (field, atLimit, overLimit, key) => {
    expect(validateContactFields({ ...valid, [field]: atLimit }).ok).toBe(true);
    expect(validateContactFields({ ...valid, [field]: overLimit })).toEqual({ ok: false, errors: { [field]: key } });
  });

  it.each(['name@example.com', 'first.last+tag@sub.example.co.uk', 'müller@bücher.de'])(
    'accepts the address %s',
    (email) => {
      expect(validateContactFields({ ...valid, email }).ok).toBe(true);
    },
  );

  it.each([
    'plain',
    'a@b',
    'a@b.c',
    'two@@example.com',
    'sp ace@example.com',
    'a@example.com\r\nBcc: x@evil.com',
    '<a@example.com>',
  ])('rejects the address %j', (email) => {
    expect(validateContactFields({ ...valid, email })).toEqual({ ok: false, errors: { email: 'emailInvalid' } });
  });

  it.each(['+1 (770) 555-0148', '+905321234567', '0212 555 01 02', '+971 4 123 4567'])(
    'accepts the phone %s',
    (phone) => {
      expect(validateContactFields({ ...valid, phone }).ok).toBe(true);
    },
  );

  it.each(['12345', '+1234567890123456', 'call me', '+90 532 abc', '--'])('rejects the phone %j', (phone) => {
    expect(validateContactFields({ ...valid, phone })).toEqual({ ok: false, errors: { phone: 'phoneInvalid' } });
  });

  it('rejects line breaks in the name (they would reach mail headers) but keeps them in the message', () => {
    expect(validateContactFields({ ...valid, name: 'Eve\r\nBcc: x@evil.com' })).toEqual({
      ok: false,
      errors: { name: 'nameInvalid' },
    });
    expect(validateContactFields({ ...valid, message: 'line one\nline two\ttab' }).ok).toBe(true);
    expect(validateContactFields({ ...valid, message: 'bell\u0007' })).toEqual({
      ok: false,
      errors: { message: 'messageInvalid' },
    });
  });

  it('rejects non-text values instead of converting objects', () => {
    expect(validateContactFields({ ...valid, name: { first: 'x' } })).toEqual({
      ok: false,
      errors: { name: 'invalid' },
    });
  });

  it('carries a quote list, from an array or from form-encoded JSON, without the client key', () => {
    const r = validateContact({ ...valid, quote: [{ ...item, key: 'product:948:60x60' }] });
    expect(r.ok && r.value.fields.quote).toEqual([item]);
    const s = validateContact({ ...valid, quote: JSON.stringify([item]) });
    expect(s.ok && s.value.fields.quote).toEqual([item]);
    expect(validateContact({ ...valid, quote: '' }).ok).toBe(true);
  });

  it.each([
    ['too many lines', Array.from({ length: maxQuoteItems + 1 }, (_, i) => ({ ...item, id: i + 1 }))],
    ['a negative quantity', [{ ...item, quantity: -1 }]],
    ['an unknown unit', [{ ...item, unit: 'ton' }]],
    ['an over-long name', [{ ...item, name: 'x'.repeat(201) }]],
    ['text that is not JSON', '[{"kind":'],
    ['an object instead of a list', { 0: item }],
  ])('rejects a quote list with %s', (_, quote) => {
    expect(validateContact({ ...valid, quote })).toEqual({ ok: false, errors: { quote: 'quoteInvalid' } });
  });

  it('falls back to the contact source and English for unknown values, and drops unknown fields', () => {
    const r = validateContact({ ...valid, source: 'spam', lang: 'de', admin: true });
    expect(r).toEqual({ ok: true, value: { ...valid, ...contactOnly, source: 'contact', lang: 'en' } });
  });

  it('uses a general summary when nothing required is missing', () => {
    expect(summaryKey({ email: 'emailInvalid' })).toBe('summaryInvalid');
  });

  it('reads the visitor language from Accept-Language', () => {
    expect(langFromAcceptLanguage('de-DE,de;q=0.9,ar;q=0.8,en;q=0.5')).toBe('ar');
    expect(langFromAcceptLanguage('de')).toBeNull();
    expect(langFromAcceptLanguage(undefined)).toBeNull();
  });
});

describe('contact messages', () => {
  const english = JSON.parse(fs.readFileSync(path.join(localeDir, 'en', 'contact.json'), 'utf8'));

  it.each(langCodes.filter((l) => l !== 'en'))('%s has its own wording of every error and of the summary', (lang) => {
    const own = JSON.parse(fs.readFileSync(path.join(localeDir, lang, 'contact.json'), 'utf8'));
    for (const key of [...contactErrorKeys, 'summary', 'summaryInvalid']) {
      expect(typeof own.errors[key]).toBe('string');
      expect(own.errors[key]).not.toBe(english.errors[key]);
    }
  });

  it.each(langCodes)('%s fills the length placeholders', (lang) => {
    expect(errorText(lang, 'messageTooLong')).toContain(String(contactLimits.message));
    expect(errorText(lang, 'nameTooLong')).toContain(String(contactLimits.name));
  });
});
