// Hold requests on the contact function's durable path, against a real PostgreSQL (a database of their own), the
// embedded PGlite and an SMTP sink: migration 5 on a store typed by migration 3 (its rows kept as they were), storage
// with the lot and dates in `details`, idempotency, refusals that store nothing, the mail to the USA sales address,
// and `npm run inquiries -- --type hold`.
import path from 'path';
import { openRuntime } from '../../src/inquiry-kinds';
import { main as inquiriesCli } from '../../scripts/inquiries';
import usa from '../../data/usa.json';
import item from '../../data/usa-stock/5001.json';
import { csvTable, onlyMail, ownStores, post, serve, smtpSinkOfBlock } from './inquiry-kind';

const { scratch, settingsFor, storeUpTo } = ownStores('holds');
// The warehouse's 27 November 2026: lot TRV2609-02 has 3 crates, 1 of them held until 22 December.
const now = new Date('2026-11-27T15:00:00Z');
const heldLot = item.lots.find((l) => l.status === 'held')!;

const request = {
  type: 'hold',
  lang: 'ar',
  name: 'ليلى حداد',
  company: 'Haddad Tile LLC',
  email: 'layla@example.com',
  phone: '+1 404 555 0100',
  lot: `5001:${heldLot.lot}`,
  crates: 2,
  start: '2026-12-01',
  days: 30,
  message: 'Lobby floor, one lot',
  website: '',
};

describe.each(['pglite', 'postgres'] as const)('on %s', (kind) => {
  it('migration 5 keeps the rows typed by migration 3, then stores a hold request once with its lot and dates', async () => {
    const dir = path.join(scratch, kind);
    // A store as it was before hold requests: migrations 1 to 4, with a contact message and a sample request in it.
    const old = await storeUpTo(kind, dir, 4);
    await old.query(
      `INSERT INTO inquiries (idempotency_key, payload_hash, lang, source, name, email, phone, type, company, address, samples)
       VALUES ('key-before-000000001', 'h', 'en', 'contact', 'Old Message', 'old@example.com', '+1 770 555 0100',
               'contact', '', NULL, '[]'),
              ('key-before-000000002', 'h', 'fr', 'sampleRequest', 'Old Sample', 'old@example.com', '+33 1 00 00 00 00',
               'sample', 'Atelier', '{"street":"1 rue","city":"Lyon","postalCode":"69002","country":"FR"}',
               '[{"kind":"product","id":948,"code":"TRV-948","finish":"polished","sample":"chip"}]')`,
    );
    // Before migration 5 the table names its kinds: a hold would be refused by the database.
    await expect(
      old.query(
        `INSERT INTO inquiries (idempotency_key, payload_hash, lang, source, name, email, phone, type)
         VALUES ('key-before-000000003', 'h', 'en', 'usaHoldRequest', 'X', 'x@example.com', '+1 770 555 0100', 'hold')`,
      ),
    ).rejects.toThrow(/check/i);
    await old.close();

    const rt = await openRuntime(settingsFor(kind, dir));
    const { base, close } = await serve(rt, now);
    try {
      expect(await rt.store.list()).toMatchObject([
        { type: 'contact', name: 'Old Message', fields: {} },
        {
          type: 'sample',
          name: 'Old Sample',
          fields: { address: { city: 'Lyon', country: 'FR' }, samples: [{ code: 'TRV-948' }] },
        },
      ]);
      // A row with no fields of its own (empty columns, no details) reads back with none.
      expect((await rt.store.list())[0].fields).toEqual({});
      const before = await rt.store.count();
      // Refusals store nothing: more crates than the lot has free (one of its three is held), a hold too long.
      const over = await post(
        base,
        { ...request, crates: 3, days: usa.terms.holdDays + 1 },
        `key-holds-${kind}-refused`,
      );
      expect(over.status).toBe(400);
      expect(((await over.json()) as { codes: unknown }).codes).toEqual({
        crates: 'cratesTooMany',
        days: 'daysInvalid',
      });
      expect(await rt.store.count()).toBe(before);

      expect((await post(base, request, `key-holds-${kind}-0001`)).status).toBe(200);
      // The mail leaves before the answer: the row is marked sent by the time it comes.
      expect((await rt.store.list({ type: 'hold' }))[0]?.sentAt).toBeInstanceOf(Date);
      // A retry with the same key is the same request: answered again, stored once.
      const replay = await post(base, request, `key-holds-${kind}-0001`);
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const holds = await rt.store.list({ type: 'hold' });
      expect(holds).toHaveLength(1);
      expect(holds[0]).toMatchObject({
        type: 'hold',
        source: 'usaHoldRequest',
        lang: 'ar',
        name: 'ليلى حداد',
        fields: {
          company: 'Haddad Tile LLC',
          item: 5001,
          sku: item.sku,
          itemName: item.name.en,
          lot: heldLot.lot,
          shade: heldLot.shade,
          crates: 2,
          start: '2026-12-01',
          end: '2026-12-31',
          days: 30,
        },
      });
      expect(holds[0].sentAt).toBeInstanceOf(Date);
      expect(await rt.store.count()).toBe(before + 1);
    } finally {
      await close();
      await rt.close();
    }
  });
});

describe('the sales e-mail and the CLI', () => {
  const sink = smtpSinkOfBlock();

  it('mails the USA sales address with the item, SKU, lot, shade, crates and dates; the CLI lists and exports it', async () => {
    const dir = path.join(scratch, 'mail');
    const rt = await openRuntime(settingsFor('pglite', dir, sink().url));
    const { base, close } = await serve(rt, now);
    try {
      expect((await post(base, request, 'key-holds-mail-00001')).status).toBe(200);
      await rt.store.save(
        { ...(await rt.store.list())[0], type: 'contact', fields: {}, name: 'Plain' },
        'key-holds-contact-001',
        'h',
      );
    } finally {
      await close();
    }
    try {
      const { to, text } = await onlyMail(sink());
      expect(to).toEqual([usa.email]);
      // Compared without spaces: the sink's decoder keeps the space between two encoded words of a folded subject.
      const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
      expect(subject.replace(/\s/g, '')).toBe(
        `Hold request: 2 crate(s) of lot ${heldLot.lot}, 2026-12-01 → 2026-12-31`.replace(/\s/g, ''),
      );
      for (const row of [
        `Item: ${item.name.en}`,
        `SKU: ${item.sku}`,
        `Lot: ${heldLot.lot}`,
        `Shade: ${heldLot.shade}`,
        'Crates: 2',
        'Hold from: 2026-12-01',
        'Hold until: 2026-12-31',
        'Company: Haddad Tile LLC',
      ])
        expect(text).toContain(row);
    } finally {
      await rt.close();
    }

    process.env.CONTACT_DATA_DIR = dir;
    try {
      const only: string[] = [];
      expect(await inquiriesCli(['--type', 'hold'], (s) => only.push(s))).toBe(0);
      expect(only.join('')).toMatch(
        new RegExp(
          `\\thold\\t.*hold 2 crate\\(s\\) of ${item.sku} lot ${heldLot.lot} \\(${heldLot.shade}\\) 2026-12-01 → 2026-12-31`,
        ),
      );
      expect(only.join('')).not.toContain('Plain');
      expect(only.join('')).toMatch(/^1 inquiry\(ies\) in /m);
      const csv: string[] = [];
      expect(await inquiriesCli(['--type', 'hold', '--csv'], (s) => csv.push(s))).toBe(0);
      const { rows, cell } = csvTable(csv.join(''));
      expect(rows).toBe(1);
      expect(cell('type')).toBe('"hold"');
      expect(cell('sku')).toBe(`"${item.sku}"`);
      expect(cell('lot')).toBe(`"${heldLot.lot}"`);
      expect(cell('crates')).toBe('"2"');
      expect(cell('hold_start')).toBe('"2026-12-01"');
      expect(cell('hold_end')).toBe('"2026-12-31"');
    } finally {
      delete process.env.CONTACT_DATA_DIR;
    }
  });
});
