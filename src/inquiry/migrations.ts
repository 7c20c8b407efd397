// The one migration set of the inquiry store, applied in order to PostgreSQL and to the embedded PGlite alike.
export interface Migration {
  version: number;
  name: string;
  statements: string[];
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'inquiries',
    statements: [
      `CREATE TABLE inquiries (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        idempotency_key text NOT NULL UNIQUE,
        payload_hash text NOT NULL,
        lang text NOT NULL,
        source text NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        message text NOT NULL DEFAULT '',
        quote jsonb NOT NULL DEFAULT '[]'::jsonb,
        sent_at timestamptz,
        send_attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`,
      `CREATE INDEX inquiries_unsent_idx ON inquiries (created_at) WHERE sent_at IS NULL`,
    ],
  },
  {
    version: 2,
    name: 'contact rate windows',
    // One row per client and fixed window, shared by every instance of the function (see rate-limit.ts).
    statements: [
      `CREATE TABLE contact_rate (
        client text NOT NULL,
        window_start bigint NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (client, window_start)
      )`,
      `CREATE INDEX contact_rate_window_idx ON contact_rate (window_start)`,
    ],
  },
  {
    version: 3,
    name: 'inquiry types and sample requests',
    // Every row says what it is; the rows before this one were all contact messages. A sample request keeps the
    // shipping address and its samples (stone, finish, kind) as JSON, like the quote list.
    statements: [
      `ALTER TABLE inquiries
        ADD COLUMN type text NOT NULL DEFAULT 'contact' CHECK (type IN ('contact', 'sample')),
        ADD COLUMN company text NOT NULL DEFAULT '',
        ADD COLUMN address jsonb,
        ADD COLUMN samples jsonb NOT NULL DEFAULT '[]'::jsonb`,
      `CREATE INDEX inquiries_type_idx ON inquiries (type, id)`,
    ],
  },
  {
    version: 4,
    name: 'delivery leases',
    // A row being mailed is leased until this time: the contact function leases its new row while it sends, the
    // scheduled resend leases the rows it takes, so no mail is sent by two at once. An expired lease is free again.
    statements: [`ALTER TABLE inquiries ADD COLUMN sending_until timestamptz`],
  },
  {
    version: 5,
    name: 'kind details',
    // A kind's own fields (a hold request's item, lot, crates and dates…) go into one JSON column, and the table no longer
    // names the kinds: the function accepts only the kinds src/inquiry-kinds.ts lists, so a new kind needs no
    // migration. The rows before this one keep their columns as they are, with no details.
    statements: [
      `ALTER TABLE inquiries DROP CONSTRAINT IF EXISTS inquiries_type_check`,
      `ALTER TABLE inquiries ADD COLUMN details jsonb NOT NULL DEFAULT '{}'::jsonb`,
    ],
  },
];
