// Sample requests on the contact function's durable path, against a real PostgreSQL (a database of their own, so the
// contact tests' resets never meet them), the embedded PGlite and an SMTP sink: the migration that types the rows,
// storage with both stones and the address, the sales e-mail, idempotency, and `npm run inquiries -- --type sample`.
import path from 'path';
import { openRuntime } from '../../src/inquiry-kinds';
import { main as inquiriesCli } from '../../scripts/inquiries';
import { csvTable, onlyMail, ownStores, post, serve, smtpSinkOfBlock } from './inquiry-kind';

const { scratch, settingsFor, storeUpTo } = ownStores('samples');

const request = {
  type: 'sample',
  lang: 'fr',
  name: 'Claire Martin',
  company: '=Atelier Martin',
  email: 'claire@example.com',
  phone: '+33 4 72 00 00 00',
  street: '12 rue de la République',
  city: 'Lyon',
  postalCode: '69002',
  country: 'FR',
  message: 'Hall d’hôtel',
  website: '',
  samples: [
    { kind: 'product', id: 948, code: 'TRV-948', finish: 'polished', sample: 'chip' },
    { kind: 'usaStock', id: 5001, code: 'US-TRV-IV-1224-FH', finish: 'filled-and-honed', sample: 'lot' },
  ],
};

describe.each(['pglite', 'postgres'] as const)('on %s', (kind) => {
  it('types the rows stored before the migration as contact, then keeps a sample request with its address and stones', async () => {
    const dir = path.join(scratch, kind);
    // A store as it was before sample requests: migrations 1 and 2 only, with one contact message in it.
    const old = await storeUpTo(kind, dir, 2);
    await old.query(
      `INSERT INTO inquiries (idempotency_key, payload_hash, lang, source, name, email, phone)
       VALUES ('key-before-000000001', 'h', 'en', 'contact', 'Old Message', 'old@example.com', '+1 770 555 0100')`,
    );
    await old.close();

    const rt = await openRuntime(settingsFor(kind, dir));
    try {
      const [before] = await rt.store.list();
      expect(before).toMatchObject({ type: 'contact', name: 'Old Message' });
      expect(before.fields).toEqual({});
      const { base, close } = await serve(rt);
      const send = () => post(base, request, `key-samples-${kind}-0001`);
      try {
        expect((await send()).status).toBe(200);
        // The mail (to .data/outbox here) leaves before the answer: the row is marked sent by the time it comes.
        expect((await rt.store.list({ type: 'sample' }))[0]?.sentAt).toBeInstanceOf(Date);
        // A retry with the same key is the same request: answered again, stored once.
        const replay = await send();
        expect(replay.status).toBe(200);
        expect(replay.headers.get('idempotent-replayed')).toBe('true');
      } finally {
        await close();
      }
      const samples = await rt.store.list({ type: 'sample' });
      expect(samples).toHaveLength(1);
      expect(samples[0]).toMatchObject({
        type: 'sample',
        source: 'sampleRequest',
        lang: 'fr',
        name: 'Claire Martin',
        fields: {
          company: '=Atelier Martin',
          address: { street: '12 rue de la République', postalCode: '69002', city: 'Lyon', country: 'FR' },
          samples: request.samples,
        },
      });
      expect(samples[0].sentAt).toBeInstanceOf(Date);
      expect((await rt.store.list({ type: 'contact' })).map((r) => r.name)).toEqual(['Old Message']);
    } finally {
      await rt.close();
    }
  });
});

describe('the sales e-mail and the CLI', () => {
  const sink = smtpSinkOfBlock();

  it('mails "Sample request: 2 stones → Lyon, FR" with the address and both samples; the CLI lists and exports it', async () => {
    const dir = path.join(scratch, 'mail');
    const rt = await openRuntime(settingsFor('pglite', dir, sink().url));
    try {
      const { base, close } = await serve(rt);
      try {
        expect((await post(base, request, 'key-samples-mail-0001')).status).toBe(200);
        await rt.store.save(
          { ...(await rt.store.list())[0], type: 'contact', fields: {}, name: 'Plain' },
          'key-samples-contact-01',
          'h',
        );
      } finally {
        await close();
      }
      const { to, text } = await onlyMail(sink());
      expect(to).toEqual(['info@taurusstone.com']);
      expect(text).toMatch(/^Subject: Sample request: 2 stones → Lyon, FR$/m);
      expect(text).toContain('12 rue de la République, 69002 Lyon, France (FR)');
      expect(text).toContain('TRV-948 — polished — Standard chip');
      expect(text).toContain('US-TRV-IV-1224-FH — filled and honed — Piece from the current lot');
      expect(text).toContain('=Atelier Martin');
    } finally {
      await rt.close();
    }

    process.env.CONTACT_DATA_DIR = dir;
    try {
      const table: string[] = [];
      expect(await inquiriesCli([], (s) => table.push(s))).toBe(0);
      expect(table.join('')).toMatch(/\tsample\t.*2 sample\(s\) → Lyon, FR/);
      expect(table.join('')).toMatch(/\tcontact\t.*Plain/);
      const only: string[] = [];
      expect(await inquiriesCli(['--type', 'sample'], (s) => only.push(s))).toBe(0);
      expect(only.join('')).not.toContain('Plain');
      expect(only.join('')).toMatch(/^1 inquiry\(ies\) in /m);
      const csv: string[] = [];
      expect(await inquiriesCli(['--type', 'sample', '--csv'], (s) => csv.push(s))).toBe(0);
      const { rows, cell } = csvTable(csv.join(''));
      expect(rows).toBe(1);
      expect(cell('type')).toBe('"sample"');
      expect(cell('street')).toBe('"12 rue de la République"');
      expect(cell('postal_code')).toBe('"69002"');
      expect(cell('city')).toBe('"Lyon"');
      expect(cell('country')).toBe('"FR"');
      expect(cell('company')).toBe(`"'=Atelier Martin"`); // a formula in a spreadsheet otherwise
      expect(cell('phone')).toBe(`"'+33 4 72 00 00 00"`);
      expect(cell('samples')).toBe('"TRV-948 polished chip; US-TRV-IV-1224-FH filled-and-honed lot"');
      expect(await inquiriesCli(['--type', 'quote'], () => undefined)).toBe(2);
    } finally {
      delete process.env.CONTACT_DATA_DIR;
    }
  });
});
