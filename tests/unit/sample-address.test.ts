// Sample request addresses by country, from Google's address data: which fields each country's form has and requires,
// postal codes checked against the data's own patterns and examples, the same rules in the function's answers, the
// no-JS form and the sales mail.
import fs from 'fs';
import path from 'path';
import { addressDataDir, allAddressRules, deployedAddressRule } from '../../src/samples/address-data';
import { addressErrorVars, postalCodeFits, type AddressRule } from '../../src/samples/address-rules';
import { validateSample, type SampleFields } from '../../src/samples/schema';
import { renderSampleFormPage } from '../../src/samples/html';
import { addressLine, sampleMail } from '../../src/samples/mail';
import { countryCodes } from '../../src/samples/countries';
import { contactText, errorText } from '../../src/inquiry/messages';
import { langCodes } from '../../src/i18n/languages';
import type { StoredInquiry } from '../../src/inquiry/store';
import http from 'http';
import type { AddressInfo } from 'net';
import { handleContact } from '../../src/inquiry-kinds';
import { RateLimiter } from '../../src/inquiry/rate-limit';
import type { Inquiry } from '../../src/inquiry/store';

const rules = allAddressRules();
const rule = (code: string): AddressRule => rules[code];
/** The dataset's own record of a country, read here without our code. */
const record = (code: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(addressDataDir(), `${code.toLowerCase()}.json`), 'utf8')) as Record<
      string,
      { zip?: string; zipex?: string; require?: string; fmt?: string }
    >
  )[code];

const person = {
  name: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '+971 4 123 4567',
  street: 'Sheikh Zayed Road 1',
  city: 'Dubai',
  region: 'Dubai',
  postalCode: '',
  country: 'AE',
  samples: [{ kind: 'product', id: 948, code: 'TRV-948', finish: 'polished', sample: 'chip' }],
};
const check = (fields: Record<string, unknown>) => validateSample({ ...person, ...fields }, deployedAddressRule);

describe('address rules from the data', () => {
  it('has a rule for every shipping country, each small', () => {
    expect(Object.keys(rules).sort()).toEqual([...countryCodes].sort());
    // The page carries them all: a whole dataset record is ~10 times larger.
    expect(JSON.stringify(rules).length).toBeLessThan(40_000);
  });

  it.each(['AE', 'QA', 'HK'])('%s has no postal code: no field, and a request without one is taken', (code) => {
    expect(rule(code).postalCode).toBe('none');
    const region = rule(code).region === 'required' ? 'Dubai' : '';
    expect(check({ country: code, postalCode: '', region }).ok).toBe(true);
  });

  it('requires the region where the data does: the emirate in the UAE, the state in the US, the oblast in Russia', () => {
    expect(rule('AE')).toMatchObject({ region: 'required', regionKind: 'emirate', city: 'optional' });
    expect(rule('US')).toMatchObject({ region: 'required', regionKind: 'state', postalKind: 'zip' });
    expect(rule('RU')).toMatchObject({ region: 'required', regionKind: 'oblast' });
    expect(rule('DE').region).toBe('none');
    expect(rule('TR').region).toBe('optional');
    expect(check({ region: '' })).toEqual({ ok: false, errors: { region: 'regionRequired' } });
    // Every country whose `require` names S requires a region, and only those.
    for (const code of countryCodes) {
      const r = record(code)?.require;
      if (r !== undefined)
        expect({ code, required: rule(code).region === 'required' }).toEqual({ code, required: r.includes('S') });
    }
  });

  it.each(['GB', 'DE', 'US', 'RU', 'TR'])(
    "%s: the postal code is required and checked against the data's pattern",
    (code) => {
      const data = record(code);
      expect(rule(code)).toMatchObject({ postalCode: 'required', postalPattern: data.zip });
      const examples = (data.zipex ?? '').split(',');
      for (const example of examples) expect(postalCodeFits(rule(code), example)).toBe(true);
      expect(rule(code).postalExample).toBe(examples[0]);
      const base = { country: code, region: 'Region', city: 'City' };
      expect(check({ ...base, postalCode: examples[0] }).ok).toBe(true);
      expect(check({ ...base, postalCode: '' })).toEqual({ ok: false, errors: { postalCode: 'postalCodeRequired' } });
      expect(check({ ...base, postalCode: '1234567' })).toEqual({
        ok: false,
        errors: { postalCode: 'postalCodeFormat' },
      });
    },
  );

  it('reads postal codes in any case, and refuses the patterns of another country', () => {
    expect(postalCodeFits(rule('GB'), 'sw1a 1aa')).toBe(true);
    expect(postalCodeFits(rule('GB'), '75008')).toBe(false);
    expect(postalCodeFits(rule('DE'), 'SW1A 1AA')).toBe(false);
    expect(postalCodeFits(rule('US'), '22162-1010')).toBe(true);
  });

  it("every pattern in the data compiles, and takes every one of the country's examples", () => {
    for (const code of countryCodes) {
      const r = rule(code);
      if (!r.postalPattern) continue;
      for (const example of (record(code).zipex ?? '').split(',').filter(Boolean))
        expect({ code, example, fits: postalCodeFits(r, example) }).toEqual({ code, example, fits: true });
    }
  });
});

describe('the messages name the country’s field and show its example', () => {
  it.each(langCodes)('%s', (lang) => {
    const vars = addressErrorVars(rule('US'), (k) => contactText(lang, k));
    const zip = contactText(lang, 'samples.postalKinds.zip');
    expect(errorText(lang, 'postalCodeRequired', vars)).toContain(zip);
    expect(errorText(lang, 'postalCodeFormat', vars)).toContain('95014');
    expect(errorText(lang, 'regionRequired', vars)).toContain(contactText(lang, 'samples.regionKinds.state'));
    const de = addressErrorVars(rule('DE'), (k) => contactText(lang, k));
    expect(errorText(lang, 'postalCodeFormat', de)).toContain('26133');
  });
});

describe('the function, the no-JS form and the mail', () => {
  const saved: Inquiry[] = [];
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      void handleContact(req, res, {
        backend: {
          save: async (inquiry) => (saved.push(inquiry), { status: 'created', id: String(saved.length) }),
          deliver: async () => true,
        },
        limiter: new RateLimiter({ limit: 50, windowMs: 60_000 }),
        config: { allowedOrigins: [], trustProxy: false },
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  /** A post as the page sends it (JSON), and the function's answer. */
  async function callContact(fields: Record<string, unknown>) {
    const res = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ type: 'sample', ...fields }),
    });
    return { status: res.status, body: (await res.json()) as { codes?: unknown; errors: Record<string, string> } };
  }

  it('takes a UAE request without a postal code, and refuses a German one with a translated message naming the field', async () => {
    expect((await callContact({ ...person, lang: 'ar' })).status).toBe(200);
    // Stored as sent: the emirate kept, no postal code.
    expect(saved.at(-1)?.fields.address).toEqual({
      street: person.street,
      city: 'Dubai',
      region: 'Dubai',
      postalCode: '',
      country: 'AE',
    });
    const de = await callContact({ ...person, country: 'DE', region: '', city: 'Berlin', lang: 'fr' });
    expect(de.status).toBe(400);
    expect(de.body.codes).toEqual({ postalCode: 'postalCodeRequired' });
    expect(de.body.errors.postalCode).toBe('Veuillez remplir « Code postal »');
    const bad = await callContact({
      ...person,
      country: 'DE',
      region: '',
      city: 'Berlin',
      postalCode: '1234',
      lang: 'en',
    });
    expect(bad.body.errors.postalCode).toBe('“Postal code” is not in this country’s format, e.g. 26133');
  });

  it("the no-JS form again names the country's fields, each error under its own field", () => {
    const html = renderSampleFormPage(
      {
        lang: 'en',
        source: 'sampleRequest',
        values: { ...person, country: 'US', region: '', postalCode: 'ABC' },
        errors: { region: 'regionRequired', postalCode: 'postalCodeFormat' },
      },
      deployedAddressRule,
    );
    expect(html).toMatch(
      /<label for="region">State \*<\/label><input[^>]*id="region"[^>]*><p class="error" id="region-error">Please fill in “State”<\/p>/,
    );
    expect(html).toMatch(
      /<label for="postalCode">ZIP code \*<\/label><input[^>]*id="postalCode"[^>]*><p class="error" id="postalCode-error">“ZIP code” is not in this country’s format, e.g. 95014<\/p>/,
    );
  });

  it('the no-JS form marks the fields the sent country requires, without making the browser refuse another country', () => {
    const html = renderSampleFormPage(
      {
        lang: 'en',
        source: 'sampleRequest',
        values: { ...person, country: 'DE' },
        errors: { postalCode: 'postalCodeRequired' },
      },
      deployedAddressRule,
    );
    const postal = /<input[^>]*id="postalCode"[^>]*>/.exec(html)?.[0] ?? '';
    expect(postal).toContain('aria-required="true"');
    // Choosing the UAE on this page must still send: no `required` for the browser to enforce.
    expect(postal).not.toMatch(/\srequired[\s>]/);
    expect(/<input[^>]*id="street"[^>]*>/.exec(html)?.[0]).toMatch(/\srequired[\s>]/);
  });

  it('mails the region, and no empty postal code', () => {
    expect(
      addressLine({ street: 'Sheikh Zayed Road 1', city: '', region: 'دبي', postalCode: '', country: 'AE' }, 'en'),
    ).toBe('Sheikh Zayed Road 1, دبي, United Arab Emirates (AE)');
    expect(
      addressLine({ street: '1 Main St', city: 'Atlanta', region: 'GA', postalCode: '30303', country: 'US' }, 'en'),
    ).toBe('1 Main St, 30303 Atlanta, GA, United States (US)');
    const stored = {
      fields: {
        samples: person.samples,
        address: { street: 'Road 1', city: '', region: 'دبي', postalCode: '', country: 'AE' },
      },
    };
    const mail = sampleMail(stored as unknown as StoredInquiry<SampleFields>, {
      lang: 'en',
      t: (k) => contactText('en', k),
      source: '',
    });
    expect(mail.subject).toBe('Sample request: 1 stone → دبي, AE');
  });
});
