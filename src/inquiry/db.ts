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

/**
 * Connections of one instance of a function. The host runs an instance one call at a time, so two are enough (a call
 * uses one at a time; the second covers a scheduled run sharing the instance locally); more would only hold the
 * database's connection slots from instances that are frozen.
 */
export const defaultPoolMax = 2;
/**
 * A connection idle this long is closed rather than used: by its timer while the instance runs, and by the wall
 * clock when it is taken, because a frozen instance's timers do not run while the database server, a NAT or a load
 * balancer on the way may end the connection (AWS's NAT gateway after 350 s; servers often after minutes).
 */
export const idleLimitMs = 30_000;

/** An error that says the connection is gone (not that the query was wrong): worth one try on a new connection. */
function connectionLost(e: unknown): boolean {
  const { code, message } = (e ?? {}) as { code?: string; message?: string };
  return (
    ['ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P05', '08003', '08006'].includes(code ?? '') ||
    /Connection terminated|not queryable|connection is closed/i.test(message ?? '')
  );
}

/* The drivers are loaded at run time, not bundled: Gatsby compiles functions with webpack, and PGlite must find its
   WASM and data files next to its own module (webpackIgnore keeps a plain import() of the installed package). */
async function openPostgres(url: string, max: number): Promise<Database> {
  // pg is CommonJS: its exports are the default of the imported namespace, in Node's ESM and in ts-jest alike.
  const { Pool } = (await import(/* webpackIgnore: true */ 'pg')).default;
  // A generous wait for a connection: under a burst on one process (the load run) the timer runs while the event
  // loop is busy, not while the database is.
  const pool = new Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: idleLimitMs,
    connectionTimeoutMillis: 30_000,
  });
  // A connection that dies while idle (the server restarted) is dropped by the pool; without a listener it would
  // crash the process.
  pool.on('error', (e) => console.error('contact: an idle database connection failed', e.message));
  // A connection that dies during a query fails that query (withClient below decides); its client then emits the same
  // error, which without a listener would crash the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const lastUsed = new WeakMap<object, number>();

  /**
   * Runs `fn` on one connection. A connection idle past idleLimitMs (a frozen instance's) is closed, not used; one
   * found dead on its first statement (closed while the instance was frozen, which it could not see) is closed and
   * `fn` runs once more on a new one: nothing of it ran on the dead one. A new connection's failure is the answer.
   */
  async function withClient<T>(fn: (run: Sql['query']) => Promise<T>): Promise<T> {
    for (let retried = false; ; ) {
      const client = await pool.connect();
      const used = lastUsed.get(client);
      if (used !== undefined && Date.now() - used > idleLimitMs) {
        client.release(true);
        continue;
      }
      let statements = 0;
      const run = typed(async (sql, params) => {
        const out = await client.query(sql, params);
        statements++;
        return out;
      });
      try {
        const out = await fn(run);
        lastUsed.set(client, Date.now());
        client.release();
        return out;
      } catch (e) {
        const lost = connectionLost(e);
        if (lost) client.release(true);
        else {
          lastUsed.set(client, Date.now());
          client.release();
        }
        if (lost && used !== undefined && statements === 0 && !retried) {
          retried = true;
          continue;
        }
        throw e;
      }
    }
  }

  return {
    kind: 'postgres',
    query: typed((sql, params) => withClient((run) => run(sql, params))),
    transaction: (fn) =>
      withClient(async (run) => {
        await run('BEGIN');
        try {
          const out = await fn({ query: run });
          await run('COMMIT');
          return out;
        } catch (e) {
          await run('ROLLBACK').catch(() => undefined);
          throw e;
        }
      }),
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
  /** PostgreSQL connections at most (defaultPoolMax: one instance of a function). */
  poolMax?: number;
}

export async function openDatabase({ databaseUrl, dataDir, poolMax }: DatabaseOptions): Promise<Database> {
  const db = databaseUrl
    ? await openPostgres(databaseUrl, poolMax ?? defaultPoolMax)
    : await openPglite(dataDir ?? path.resolve('.data', 'pglite'));
  try {
    await migrate(db);
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}
