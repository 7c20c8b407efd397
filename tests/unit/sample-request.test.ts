// Sample requests: the shared rules (as the page and the function apply them), the no-JS form rows, the page address
// with its stones, the sales subject, the function's answers over HTTP and the CSV export's cells.
import http from 'http';
import type { AddressInfo } from 'net';
import * as schema from '../../src/samples/schema';
import { deployedAddressRule } from '../../src/samples/address-data';
import { countriesIn, countryCodes } from '../../src/samples/countries';
import { errorText } from '../../src/samples/messages';
import { sampleSubject } from '../../src/samples/mail';
import { handleContact } from '../../src/inquiry-kinds';
import type { ContactBackend } from '../../src/inquiry/handler';
import type { Inquiry, SaveResult } from '../../src/inquiry/store';
import { RateLimiter } from '../../src/inquiry/rate-limit';
import { samplePicksFrom, sampleRequestPath } from '../../src/routes';
import { samplePicksOf } from '../../src/samples/stones';
import { csvCell } from '../../scripts/inquiries';
import { langCodes } from '../../src/i18n/languages';

const person = {
  name: 'Claire Martin',
  company: 'Atelier Martin',
  email: 'claire@example.com',
  phone: '+33 4 72 00 00 00',
  street: '12 rue de la République',
  city: 'Lyon',
  postalCode: '69002',
  country: 'FR',
  message: 'For a hotel lobby',
};
/** The rules as the function applies them: each country's from the address data. */
const validateSample = (input: unknown) => schema.validateSample(input, deployedAddressRule);
const validateSampleFields = (input: unknown) => schema.validateSampleFields(input, deployedAddressRule);

const two = [
  { kind: 'product', id: 948, code: 'TRV-948', finish: 'polished', sample: 'chip' },
  { kind: 'usaStock', id: 5001, code: 'US-TRV-IV-1224-FH', finish: 'filled-and-honed', sample: 'lot' },
];

describe('sample request rules', () => {
  it('accepts a request with two samples and keeps the address and the stones', () => {
    const r = validateSample({ ...person, lang: 'fr', samples: two, admin: true });
    expect(r).toEqual({
      ok: true,
      value: {
        type: 'sample',
        source: 'sampleRequest',
        lang: 'fr',
        name: person.name,
        email: person.email,
        phone: person.phone,
        message: person.message,
        fields: {
          company: person.company,
          address: { street: person.street, city: 'Lyon', postalCode: '69002', country: 'FR' },
          samples: two,
        },
      },
    });
  });

  it('reads the plain form rows (stone1, finish1, sample1 …) the same way, skipping empty rows', () => {
    const r = validateSample({
      ...person,
      stone1: 'product:948:TRV-948',
      finish1: 'polished',
      sample1: 'chip',
      stone2: '',
      finish2: '',
      sample2: 'chip',
      stone3: 'usaStock:5001:US-TRV-IV-1224-FH',
      finish3: 'filled-and-honed',
      sample3: 'lot',
    });
    expect(r.ok && r.value.fields.samples).toEqual(two);
  });

  it('requires the address and at least one sample, with the translated messages in every language', () => {
    // Without a country, its postal code cannot be required (tests/unit/sample-address.test.ts has each country's).
    const r = validateSample({ ...person, street: ' ', city: '', postalCode: '', country: '' });
    expect(r).toEqual({
      ok: false,
      errors: {
        street: 'streetRequired',
        city: 'cityRequired',
        country: 'countryRequired',
        samples: 'samplesRequired',
      },
    });
    for (const lang of langCodes) {
      const texts = (['streetRequired', 'samplesRequired', 'countryInvalid'] as const).map((k) => errorText(lang, k));
      expect(new Set(texts).size).toBe(3);
      for (const text of texts) expect(text).not.toMatch(/^errors\./);
    }
  });

  it('allows five samples and refuses a sixth with a message naming the limit', () => {
    const five = ['polished', 'honed', 'brushed', 'tumbled', 'flamed'].map((finish) => ({ ...two[0], finish }));
    expect(validateSample({ ...person, samples: five }).ok).toBe(true);
    const six = [...five, { ...two[0], finish: 'leathered' }];
    expect(validateSample({ ...person, samples: six })).toEqual({ ok: false, errors: { samples: 'samplesTooMany' } });
    expect(errorText('fr', 'samplesTooMany')).toContain('5');
    expect(errorText('ar', 'samplesTooMany')).toContain('5');
  });

  it('refuses a sample without a finish, of an unknown kind, or the same one twice', () => {
    const bad = (samples: unknown[]) => validateSample({ ...person, samples });
    expect(bad([{ ...two[0], finish: '' }])).toEqual({ ok: false, errors: { samples: 'samplesInvalid' } });
    expect(bad([{ ...two[0], sample: 'slab' }])).toEqual({ ok: false, errors: { samples: 'samplesInvalid' } });
    expect(bad([two[0], two[0]])).toEqual({ ok: false, errors: { samples: 'samplesInvalid' } });
    expect(bad([{ ...two[0], code: 'TRV 948\r\nBcc: x' }])).toEqual({
      ok: false,
      errors: { samples: 'samplesInvalid' },
    });
  });

  it('takes a country code in any case, refuses one that is not a country, and checks postal codes and lines', () => {
    const r = validateSampleFields({ ...person, country: 'de', samples: two });
    expect(r.ok && r.value.country).toBe('DE');
    expect(validateSample({ ...person, country: 'EU', samples: two })).toEqual({
      ok: false,
      errors: { country: 'countryInvalid' },
    });
    expect(validateSample({ ...person, postalCode: 'SW1A 1AA', country: 'GB', samples: two }).ok).toBe(true);
    expect(validateSample({ ...person, postalCode: '69002;DROP', samples: two })).toEqual({
      ok: false,
      errors: { postalCode: 'postalCodeInvalid' },
    });
    expect(validateSample({ ...person, street: 'Line 1\nLine 2', samples: two })).toEqual({
      ok: false,
      errors: { street: 'addressInvalid' },
    });
  });
});

describe('countries', () => {
  it('names every country in each language, sorted for that language', () => {
    expect(countryCodes).toHaveLength(250);
    for (const lang of langCodes) {
      const list = countriesIn(lang);
      expect(list).toHaveLength(250);
      // Intl named them (a missing name would fall back to the bare code).
      expect(list.filter((c) => c.name === c.code)).toEqual([]);
      const names = list.map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(lang).compare));
    }
    expect(countriesIn('fr').find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    expect(countriesIn('ru').find((c) => c.code === 'DE')?.name).toBe('Германия');
    expect(countriesIn('ar').find((c) => c.code === 'DE')?.name).toBe('ألمانيا');
  });
});

describe('the sample page address', () => {
  it('carries the chosen stones and reads them back; a quote list gives each stone once', () => {
    const picks = [
      { kind: 'product' as const, id: 948, finish: 'polished', sample: 'chip' },
      { kind: 'usaStock' as const, id: 5001, finish: '', sample: '' },
    ];
    const href = sampleRequestPath('ar', picks);
    expect(href.startsWith('/ar/sample-request/?')).toBe(true);
    expect(samplePicksFrom(href.slice(href.indexOf('?')))).toEqual(picks);
    expect(samplePicksFrom('?stone=product:948&finish=polished&sample=chip&stone=nonsense')).toEqual([picks[0]]);
    expect(
      samplePicksOf([
        { kind: 'product', id: 948 },
        { kind: 'product', id: 948 },
        { kind: 'usaStock', id: 5001 },
      ]),
    ).toEqual([
      { kind: 'product', id: 948, finish: '', sample: '' },
      { kind: 'usaStock', id: 5001, finish: '', sample: '' },
    ]);
  });
});

describe('the sales e-mail subject', () => {
  const address = { street: 'x', city: 'Lyon', postalCode: '69002', country: 'FR' };
  it('counts the stones and names city and country', () => {
    const samples = [two[0], two[1], { ...two[0], finish: 'honed' }] as schema.SampleFields['samples'];
    expect(sampleSubject({ samples, address }, 'en')).toBe('Sample request: 3 stones → Lyon, FR');
    expect(sampleSubject({ samples: samples.slice(0, 1), address }, 'en')).toBe('Sample request: 1 stone → Lyon, FR');
    expect(sampleSubject({ samples: samples.slice(0, 2), address }, 'ru')).toBe('Запрос образцов: 2 камня → Lyon, FR');
  });
});

describe('CSV cells', () => {
  it('quote every value and keep formulas from running', () => {
    expect(csvCell('Lyon')).toBe('"Lyon"');
    expect(csvCell('12 "Grand" rue')).toBe('"12 ""Grand"" rue"');
    for (const attack of ['=HYPERLINK("x")', '+1+1', '-2', '@SUM(A1)', ' =1', '\t=1', '＝1']) {
      expect(csvCell(attack).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('+33 4 72 00 00 00')).toBe(`"'+33 4 72 00 00 00"`);
  });
});

describe('the contact function with a sample request', () => {
  const saved: Inquiry[] = [];
  const backend: ContactBackend = {
    async save(inquiry): Promise<SaveResult> {
      saved.push(inquiry);
      return { status: 'created', id: String(saved.length) };
    },
    deliver: async () => true,
  };
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      void handleContact(req, res, {
        backend,
        limiter: new RateLimiter({ limit: 50, windowMs: 60_000 }),
        config: { allowedOrigins: [], trustProxy: false },
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const post = (fields: Record<string, string>) =>
    fetch(`${base}/api/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
      body: new URLSearchParams(fields).toString(),
    });
  const rows = {
    type: 'sample',
    lang: 'fr',
    stone1: 'product:948:TRV-948',
    finish1: 'polished',
    sample1: 'chip',
  };

  it('stores a plain form post as a sample request and sends the visitor to its thank-you page', async () => {
    const res = await post({ ...person, ...rows, website: '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/fr\/sample-request\/thanks\/\?ref=SMP-[0-9]{5}$/);
    expect(saved.at(-1)).toMatchObject({
      type: 'sample',
      lang: 'fr',
      fields: { address: { city: 'Lyon', country: 'FR' } },
    });
  });

  it('answers an invalid plain post with the sample form again: values, chosen stones and French errors', async () => {
    const before = saved.length;
    const res = await post({ ...person, ...rows, city: '', country: 'XX' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(saved.length).toBe(before);
    expect(html).toContain(errorText('fr', 'cityRequired'));
    expect(html).toContain(errorText('fr', 'countryInvalid'));
    expect(html).toContain('value="product:948:TRV-948"');
    expect(html).toContain('value="12 rue de la République"');
    expect(html).toContain('<option value="DE">Allemagne</option>');
  });
});
