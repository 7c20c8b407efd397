// Inquiry rows: stored once per idempotency key, listed for the CLI, marked sent or unsent by delivery.
import type { Database } from './db';
import type { Lang } from '../i18n/languages';

/** A kind's own fields (its company, quote list, address, lot…), as the kind's schema types them. */
export type KindFields = Readonly<Record<string, unknown>>;

/**
 * An inquiry of any kind as the contact function stores it: one row of `inquiries`. The sender's details, `type`,
 * `source` and `lang` are every kind's; `fields` are the kind's own, stored and read back as the kind wrote them.
 */
export interface Inquiry<F extends KindFields = KindFields> {
  /** The kind's name (src/inquiry-kinds.ts). */
  type: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The page it was sent from, as the kind names it. */
  source: string;
  lang: Lang;
  fields: F;
}

export interface StoredInquiry<F extends KindFields = KindFields> extends Inquiry<F> {
  id: string;
  createdAt: Date;
  sentAt: Date | null;
  sendAttempts: number;
  lastError: string | null;
}

interface Row {
  id: string | number;
  type: string;
  company: string;
  address: object | string | null;
  samples: unknown[] | string;
  details: Record<string, unknown> | string;
  created_at: Date | string;
  lang: string;
  source: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  quote: unknown[] | string;
  sent_at: Date | string | null;
  send_attempts: number;
  last_error: string | null;
}

/** How long a sender holds a row: longer than any one send may take (the mail server's timeouts are shorter). */
export const leaseSeconds = 120;

const columns =
  'id, type, company, address, samples, details, created_at, lang, source, name, email, phone, message, quote, sent_at, send_attempts, last_error';
const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));
/** jsonb comes back parsed from pg and PGlite; a text value (another driver) is parsed here. */
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * Where a kind's fields are kept. Four have columns of their own from the first kinds (`quote`: migration 1;
 * `company`, `address`, `samples`: migration 3): a field of one of those names goes there, every other into `details`
 * (migration 5). A column left empty reads back as no field, so the rows written before read back as they were.
 */
function toColumns(fields: KindFields) {
  const { company = '', quote = [], address = null, samples = [], ...details } = fields;
  return { company: String(company), quote, address, samples, details };
}

function fieldsOf(r: Row): KindFields {
  const quote = json(r.quote);
  const samples = json(r.samples);
  return {
    ...(r.company ? { company: r.company } : {}),
    ...(quote.length ? { quote } : {}),
    ...(r.address === null ? {} : { address: json(r.address) }),
    ...(samples.length ? { samples } : {}),
    ...json(r.details),
  };
}

function fromRow(r: Row): StoredInquiry {
  return {
    id: String(r.id),
    type: r.type,
    createdAt: date(r.created_at),
    lang: r.lang as Lang,
    source: r.source,
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    fields: fieldsOf(r),
    sentAt: r.sent_at === null ? null : date(r.sent_at),
    sendAttempts: Number(r.send_attempts),
    lastError: r.last_error,
  };
}

/** `stored`: the new row as the store wrote it, so delivery need not read it back. */
export type SaveResult =
  | { status: 'created'; id: string; stored?: StoredInquiry }
  | { status: 'replayed'; id: string }
  | { status: 'conflict' };

export class InquiryStore {
  constructor(readonly db: Database) {}

  async save(i: Inquiry, idempotencyKey: string, payloadHash: string): Promise<SaveResult> {
    const own = toColumns(i.fields);
    // A concurrent insert with the same key waits on the unique index, then finds the row: one row per key, always.
    const inserted = await this.db.query<{ id: string | number; created_at: Date | string }>(
      `INSERT INTO inquiries (idempotency_key, payload_hash, lang, source, name, email, phone, message, quote,
         type, company, address, samples, details, sending_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12::jsonb, $13::jsonb, $14::jsonb,
         now() + make_interval(secs => ${leaseSeconds}))
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, created_at`,
      [
        idempotencyKey,
        payloadHash,
        i.lang,
        i.source,
        i.name,
        i.email,
        i.phone,
        i.message,
        JSON.stringify(own.quote),
        i.type,
        own.company,
        own.address === null ? null : JSON.stringify(own.address),
        JSON.stringify(own.samples),
        JSON.stringify(own.details),
      ],
    );
    if (inserted.rows.length) {
      const { id, created_at } = inserted.rows[0];
      const stored: StoredInquiry = {
        ...i,
        id: String(id),
        createdAt: date(created_at),
        sentAt: null,
        sendAttempts: 0,
        lastError: null,
      };
      return { status: 'created', id: stored.id, stored };
    }
    const existing = await this.db.query<{ id: string | number; payload_hash: string }>(
      'SELECT id, payload_hash FROM inquiries WHERE idempotency_key = $1',
      [idempotencyKey],
    );
    const row = existing.rows[0];
    if (!row) throw new Error('inquiry vanished after an idempotency conflict');
    return row.payload_hash === payloadHash ? { status: 'replayed', id: String(row.id) } : { status: 'conflict' };
  }

  async get(id: string): Promise<StoredInquiry | null> {
    const r = await this.db.query<Row>(`SELECT ${columns} FROM inquiries WHERE id = $1`, [id]);
    return r.rows[0] ? fromRow(r.rows[0]) : null;
  }

  async list({ unsentOnly = false, type }: { unsentOnly?: boolean; type?: string } = {}): Promise<StoredInquiry[]> {
    const where = [unsentOnly ? 'sent_at IS NULL' : '', type ? 'type = $1' : ''].filter(Boolean);
    const r = await this.db.query<Row>(
      `SELECT ${columns} FROM inquiries ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`,
      type ? [type] : [],
    );
    return r.rows.map(fromRow);
  }

  /**
   * Takes up to `limit` unsent rows whose lease has run out (or that never had one) and leases them to the caller, so
   * a second sender running at the same time takes other rows, never these.
   */
  async claimUnsent(limit: number, except: string[] = []): Promise<StoredInquiry[]> {
    const r = await this.db.query<Row>(
      `UPDATE inquiries SET sending_until = now() + make_interval(secs => ${leaseSeconds})
       WHERE id IN (SELECT id FROM inquiries
                    WHERE sent_at IS NULL AND (sending_until IS NULL OR sending_until < now())
                      AND NOT (id = ANY($2::bigint[]))
                    ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING ${columns}`,
      [limit, except],
    );
    return r.rows.map(fromRow).sort((a, b) => Number(a.id) - Number(b.id));
  }

  /** Gives back rows taken but not attempted (a run out of time, or one that stopped on a mail server that is down). */
  async release(ids: string[]): Promise<void> {
    if (ids.length)
      await this.db.query('UPDATE inquiries SET sending_until = NULL WHERE id = ANY($1::bigint[])', [ids]);
  }

  async count(): Promise<number> {
    const r = await this.db.query<{ n: string | number }>('SELECT count(*) AS n FROM inquiries');
    return Number(r.rows[0].n);
  }

  async markSent(id: string): Promise<void> {
    await this.db.query(
      'UPDATE inquiries SET sent_at = now(), send_attempts = send_attempts + 1, last_error = NULL, sending_until = NULL WHERE id = $1',
      [id],
    );
  }

  async markFailed(id: string, error: string): Promise<void> {
    // The lease ends with the attempt: the next run may try again (a run does not take a row twice: sendUnsent).
    await this.db.query(
      'UPDATE inquiries SET send_attempts = send_attempts + 1, last_error = $2, sending_until = NULL WHERE id = $1',
      [id, error.slice(0, 1000)],
    );
  }

  /** A person's request to be forgotten (privacy page): every inquiry sent with that address, whatever its case. */
  async deleteByEmail(email: string): Promise<number> {
    const r = await this.db.query<{ id: string | number }>(
      'DELETE FROM inquiries WHERE lower(email) = lower($1) RETURNING id',
      [email.trim()],
    );
    return r.rows.length;
  }
}
