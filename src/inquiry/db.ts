// Opens the inquiry database: PostgreSQL when DATABASE_URL is set, else an embedded PGlite under .data/; applies migrations.
import fs from 'fs';
import path from 'path';
import { migrations } from './migrations';

export interface Sql {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}
type Rows = { rows: unknown[] };
/** Both drivers return { rows }; the row shape is the caller's SELECT list. */
const typed = (run: (sql: string, params?: unknown[]) => Promise<Rows>): Sql['query'] => run as Sql['query'];

export interface Database extends Sql {
  kind: 'postgres' | 'pglite';
  /** Runs fn inside one transaction on one connection. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/* The drivers are loaded at run time, not bundled: Gatsby compiles functions with webpack, and PGlite must find its
   WASM and data files next to its own module (webpackIgnore keeps a plain import() of the installed package). */
async function openPostgres(url: string): Promise<Database> {
  // pg is CommonJS: its exports are the default of the imported namespace, in Node's ESM and in ts-jest alike.
  const { Pool } = (await import(/* webpackIgnore: true */ 'pg')).default;
  // Generous wait for a connection: `gatsby serve` re-evaluates the function bundle per request (~100 ms of blocked
  // event loop each), so under a burst the timer runs while the loop is busy, not while the database is.
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 30_000 });
  // A connection that dies while idle (the server restarted) is dropped by the pool; without a listener it would
  // crash the process. Queries in flight fail and answer 503; the next ones open new connections.
  pool.on('error', (e) => console.error('contact: an idle database connection failed', e.message));
  return {
    kind: 'postgres',
    query: typed((sql, params) => pool.query(sql, params)),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn({ query: typed((sql, params) => client.query(sql, params)) });
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PGlite is single-process: a lock file keeps a second process (a CLI next to the server) from opening the same files. */
function lock(dir: string): () => void {
  const file = path.join(dir, '.contact-lock');
  const take = () => fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  try {
    take();
  } catch {
    const holder = Number(fs.readFileSync(file, 'utf8'));
    let alive = false;
    try {
      alive = holder > 0 && holder !== process.pid && (process.kill(holder, 0), true);
    } catch {
      alive = false;
    }
    if (alive)
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder}; stop it first (or set DATABASE_URL).`,
      );
    fs.rmSync(file, { force: true });
    take();
  }
  return () => fs.rmSync(file, { force: true });
}

async function openPglite(dir: string): Promise<Database> {
  fs.mkdirSync(dir, { recursive: true });
  const unlock = lock(dir);
  try {
    const { PGlite } = await import(/* webpackIgnore: true */ '@electric-sql/pglite');
    const db = await PGlite.create(dir);
    return {
      kind: 'pglite',
      query: typed((sql, params) => db.query(sql, params)),
      transaction: (fn) => db.transaction((tx) => fn({ query: typed((sql, params) => tx.query(sql, params)) })),
      async close() {
        await db.close();
        unlock();
      },
    };
  } catch (e) {
    unlock();
    throw e;
  }
}

async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // One migrator at a time across processes (several function instances may start together).
    await tx.query(`SELECT pg_advisory_xact_lock(7071965)`);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS contact_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM contact_migrations')).rows.map((r) =>
        Number(r.version),
      ),
    );
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      for (const statement of m.statements) await tx.query(statement);
      await tx.query('INSERT INTO contact_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    }
  });
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database (default .data/pglite in the working directory). */
  dataDir?: string;
}

export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  const db = databaseUrl
    ? await openPostgres(databaseUrl)
    : await openPglite(dataDir ?? path.resolve('.data', 'pglite'));
  try {
    await migrate(db);
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}
