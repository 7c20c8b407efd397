// Hold requests: the shared rules against a stock and a day (as the page and the function apply them), the page
// address with its lot, the sales mail's part, and the function's answers over HTTP (JSON and the plain form).
import http from 'http';
import type { AddressInfo } from 'net';
import { holdEnd, validateHold, validateHoldFields, type HoldFields } from '../../src/holds/schema';
import { holdDays, parseLotToken } from '../../src/holds/fields';
import type { HoldStock } from '../../src/holds/stock';
import { holdMail } from '../../src/holds/mail';
import { handleContact } from '../../src/inquiry-kinds';
import type { ContactBackend } from '../../src/inquiry/handler';
import type { Inquiry, SaveResult, StoredInquiry } from '../../src/inquiry/store';
import { RateLimiter } from '../../src/inquiry/rate-limit';
import { errorText } from '../../src/inquiry/messages';
import { holdErrorVars } from '../../src/holds/fields';
import { contactText } from '../../src/inquiry/messages';
import { holdPickFrom, holdRequestPath, parsePath } from '../../src/routes';
import { readData } from '../e2e/site-data';

const packing = { perBox: { sqft: 10 }, perCrate: { boxes: 64, sqft: 640 } };
const stock: HoldStock = [
  {
    id: 5001,
    sku: 'US-TRV-IV-1224-FH',
    name: { en: 'Ivory Travertine 12x24', fr: 'Travertin ivoire 12x24' },
    ...packing,
    lots: [
      { lot: 'A-1', shade: 'A48', crates: 6, boxes: 0, sqft: 3840, location: 'A-03', status: 'available' },
      {
        lot: 'H-2',
        shade: 'B12',
        crates: 3,
        boxes: 0,
        sqft: 1920,
        location: 'A-07',
        status: 'held',
        holdFrom: '2026-11-24',
        holdUntil: '2026-12-22',
        reference: 'H-2611-021',
        heldCrates: 1,
      },
      { lot: 'S-3', shade: 'A40', crates: 0, boxes: 0, sqft: 0, location: 'A-01', status: 'sold' },
      { lot: 'B-4', shade: 'A46', crates: 0, boxes: 44, sqft: 440, location: 'A-11', status: 'available' },
    ],
  },
];
const ctx = { stock, today: '2026-11-27' };
const person = { name: 'Dana Reyes', company: 'Reyes Tile', email: 'dana@example.com', phone: '+1 404 555 0100' };
const hold = { ...person, lot: '5001:H-2', crates: '2', start: '2026-12-01', days: '30', message: 'Kitchen floor' };

describe('hold request rules', () => {
  it('reads crates and days as people type them, Arabic-Indic and Persian digits too; a fraction is refused', () => {
    const r = validateHold({ ...hold, lang: 'ar', crates: '٢', days: '۱۴' }, ctx);
    expect(r.ok && r.value.fields).toMatchObject({ crates: 2, days: 14, end: holdEnd('2026-12-01', 14) });
    expect(validateHoldFields({ ...hold, crates: '1.5', days: '٣١' }, ctx)).toEqual({
      ok: false,
      errors: { crates: 'cratesInvalid', days: 'daysInvalid' },
    });
  });

  it('accepts whole crates up to what the lot has free today, and keeps item, lot, shade, crates and dates', () => {
    const r = validateHold({ ...hold, lang: 'ar', crates: 2, days: 30, admin: true }, ctx);
    expect(r).toEqual({
      ok: true,
      value: {
        type: 'hold',
        source: 'usaHoldRequest',
        lang: 'ar',
        name: person.name,
        email: person.email,
        phone: person.phone,
        message: 'Kitchen floor',
        fields: {
          company: person.company,
          item: 5001,
          sku: 'US-TRV-IV-1224-FH',
          itemName: 'Ivory Travertine 12x24',
          lot: 'H-2',
          shade: 'B12',
          crates: 2,
          start: '2026-12-01',
          end: '2026-12-31',
          days: 30,
        },
      },
    });
  });

  it('refuses more crates than the lot has free (a hold elsewhere on it counts), and not whole ones', () => {
    expect(validateHoldFields({ ...hold, crates: '3' }, ctx)).toEqual({
      ok: false,
      errors: { crates: 'cratesTooMany' },
    });
    expect(validateHoldFields({ ...hold, lot: '5001:A-1', crates: '7' }, ctx)).toEqual({
      ok: false,
      errors: { crates: 'cratesTooMany' },
    });
    for (const crates of ['0', '1.5', '-1', 'two'])
      expect(validateHoldFields({ ...hold, crates }, ctx)).toEqual({ ok: false, errors: { crates: 'cratesInvalid' } });
    // Once the other hold has ended, all three crates are free.
    expect(validateHoldFields({ ...hold, crates: '3', start: '' }, { stock, today: '2026-12-23' }).ok).toBe(true);
  });

  it(`refuses a hold longer than holdDays (${holdDays}), or of no days`, () => {
    expect(validateHoldFields({ ...hold, days: String(holdDays + 1) }, ctx)).toEqual({
      ok: false,
      errors: { days: 'daysInvalid' },
    });
    expect(validateHoldFields({ ...hold, days: '0' }, ctx)).toEqual({ ok: false, errors: { days: 'daysInvalid' } });
    expect(validateHoldFields({ ...hold, days: '' }, ctx)).toEqual({ ok: false, errors: { days: 'daysRequired' } });
    expect(errorText('en', 'daysInvalid', holdErrorVars)).toBe(`A hold lasts from 1 to ${holdDays} days`);
  });

  it('refuses a sold lot, an unknown lot, a lot with no full crate free, and no lot', () => {
    expect(validateHoldFields({ ...hold, lot: '5001:S-3', crates: '1' }, ctx)).toEqual({
      ok: false,
      errors: { lot: 'lotSold' },
    });
    expect(validateHoldFields({ ...hold, lot: '5001:NOPE' }, ctx)).toEqual({
      ok: false,
      errors: { lot: 'lotUnknown' },
    });
    expect(validateHoldFields({ ...hold, lot: '5999:A-1' }, ctx)).toEqual({ ok: false, errors: { lot: 'lotUnknown' } });
    expect(validateHoldFields({ ...hold, lot: 'A-1' }, ctx)).toEqual({ ok: false, errors: { lot: 'lotUnknown' } });
    expect(validateHoldFields({ ...hold, lot: '5001:B-4', crates: '1' }, ctx)).toEqual({
      ok: false,
      errors: { lot: 'lotNoneFree' },
    });
    expect(validateHoldFields({ ...hold, lot: '' }, ctx)).toEqual({ ok: false, errors: { lot: 'lotRequired' } });
  });

  it('starts today when no day is given, never before today, and within holdDays', () => {
    const r = validateHold({ ...hold, start: '' }, ctx);
    expect(r.ok && r.value.fields).toMatchObject({ start: '2026-11-27', end: '2026-12-27' });
    expect(validateHoldFields({ ...hold, start: '2026-11-26' }, ctx)).toEqual({
      ok: false,
      errors: { start: 'startPast' },
    });
    expect(validateHoldFields({ ...hold, start: '2026-12-28' }, ctx)).toEqual({
      ok: false,
      errors: { start: 'startTooLate' },
    });
    expect(validateHoldFields({ ...hold, start: '2026-02-30' }, ctx)).toEqual({
      ok: false,
      errors: { start: 'startInvalid' },
    });
    expect(holdEnd('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('names every refusal in every language', () => {
    for (const lang of ['en', 'fr', 'es', 'ru', 'ar'] as const)
      for (const key of ['lotSold', 'lotUnknown', 'cratesTooMany', 'daysInvalid', 'startPast'])
        expect(errorText(lang, key, holdErrorVars)).not.toMatch(/^errors\./);
  });
});

describe('the hold request address', () => {
  it('builds and reads /usa/hold-request/?item=…&lot=… in every language', () => {
    expect(holdRequestPath('en', 5001, 'TRV2607-11')).toBe('/usa/hold-request/?item=5001&lot=TRV2607-11');
    expect(holdRequestPath('ar', 5001, 'TRV2607-11')).toBe('/ar/usa/hold-request/?item=5001&lot=TRV2607-11');
    expect(parsePath(holdRequestPath('fr', 5001, 'X'))).toEqual({ lang: 'fr', route: { page: 'usaHoldRequest' } });
    expect(parsePath('/es/usa/hold-request/thanks/')).toEqual({ lang: 'es', route: { page: 'usaHoldThanks' } });
    expect(holdPickFrom('?item=5001&lot=TRV2607-11')).toEqual({ item: 5001, lot: 'TRV2607-11' });
    expect(holdPickFrom('?item=abc&lot=X')).toBeNull();
    expect(holdPickFrom('?item=5001')).toBeNull();
    // The calculator's crates travel with the lot; anything but a whole number of crates is left out.
    expect(holdRequestPath('en', 5001, 'TRV2607-11', 4)).toBe('/usa/hold-request/?item=5001&lot=TRV2607-11&crates=4');
    expect(holdPickFrom('?item=5001&lot=TRV2607-11&crates=4')).toEqual({ item: 5001, lot: 'TRV2607-11', crates: 4 });
    expect(holdPickFrom('?item=5001&lot=TRV2607-11&crates=0')).toEqual({ item: 5001, lot: 'TRV2607-11' });
    expect(holdPickFrom('?item=5001&lot=TRV2607-11&crates=2.5')).toEqual({ item: 5001, lot: 'TRV2607-11' });
    expect(parseLotToken('5001:TRV2607-11')).toEqual({ item: 5001, lot: 'TRV2607-11' });
  });
});

describe('the hold request mail', () => {
  it('goes to the USA sales address with the item, SKU, lot, shade, crates and both dates', () => {
    const r = validateHold(hold, ctx);
    if (!r.ok) throw new Error('valid hold refused');
    const stored: StoredInquiry<HoldFields> = {
      ...r.value,
      id: '7',
      createdAt: new Date(),
      sentAt: null,
      sendAttempts: 0,
      lastError: null,
    };
    const t = (key: string, vars?: Record<string, string | number>) => contactText('en', key, vars);
    const mail = holdMail(stored, { lang: 'en', t, source: '' });
    expect(mail.to).toEqual({ address: 'usa@taurusstone.com', setting: 'CONTACT_MAIL_TO_USA' }); // the warehouse's
    expect(mail.subject).toBe('Hold request: 2 crate(s) of lot H-2, 2026-12-01 → 2026-12-31');
    expect(mail.rows).toEqual([
      ['Item', 'Ivory Travertine 12x24'],
      ['SKU', 'US-TRV-IV-1224-FH'],
      ['Lot', 'H-2'],
      ['Shade', 'B12'],
      ['Crates', '2'],
      ['Hold from', '2026-12-01'],
      ['Hold until', '2026-12-31'],
      ['Days', '30'],
    ]);
  });
});

describe('the contact function with a hold request (the deployed stock, on 2026-11-27)', () => {
  const item = readData('usa-stock/5001.json');
  const now = new Date('2026-11-27T15:00:00Z');
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
      void handleContact(
        req,
        res,
        {
          backend,
          limiter: new RateLimiter({ limit: 50, windowMs: 60_000 }),
          config: { allowedOrigins: [], trustProxy: false },
        },
        now,
      );
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
  const form = {
    ...person,
    type: 'hold',
    lang: 'fr',
    lot: `5001:${item.lots[0].lot}`,
    crates: '2',
    start: '',
    days: '14',
  };

  it('stores a plain form post as a hold request and sends the visitor to its thank-you page', async () => {
    const res = await post({ ...form, website: '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/fr\/usa\/hold-request\/thanks\/\?ref=HLD-[0-9]{5}$/);
    expect(saved.at(-1)).toMatchObject({
      type: 'hold',
      lang: 'fr',
      fields: { item: 5001, sku: item.sku, lot: item.lots[0].lot, crates: 2, start: '2026-11-27', end: '2026-12-11' },
    });
  });

  it('refuses a sold lot in JSON with a translated message and stores nothing', async () => {
    const before = saved.length;
    const sold = readData('usa-stock/5004.json').lots.find((l: { status: string }) => l.status === 'sold');
    const res = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ ...form, lang: 'ar', lot: `5004:${sold.lot}`, crates: 1 }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string>; codes: Record<string, string> };
    expect(body.codes).toEqual({ lot: 'lotSold' });
    expect(body.errors.lot).toBe(errorText('ar', 'lotSold', holdErrorVars));
    expect(saved.length).toBe(before);
  });

  it('answers an invalid plain post with the hold form again: values, the lot list and French errors', async () => {
    const before = saved.length;
    const res = await post({ ...form, crates: '99', days: '45' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(saved.length).toBe(before);
    expect(html).toContain(errorText('fr', 'cratesTooMany', holdErrorVars));
    expect(html).toContain(errorText('fr', 'daysInvalid', holdErrorVars));
    expect(html).toContain(`<option value="5001:${item.lots[0].lot}" selected>`);
    expect(html).toContain('value="Dana Reyes"');
    expect(html).toContain('<html lang="fr" dir="ltr">');
  });
});
