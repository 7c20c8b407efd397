// Each deploy context is its own world: a deploy preview (or branch deploy) never opens a connection to production's
// database and never mails the sales team, even with production's DATABASE_URL set for every context (a site variable
// reaches every context unless it is scoped). Its inquiries go to its own database (Netlify Database's branch for the
// deploy, NETLIFY_DB_URL) and only to the preview address; production still stores and mails as before.
import net from 'net';
import path from 'path';
import pg from 'pg';
import { settingsFromEnv, type ContactRuntime } from '../../src/inquiry/runtime';
import { checkHostStorage, chooseDatabase } from '../../src/inquiry/host';
import { openRuntime } from '../../src/inquiry-kinds';
import { sendUnsent } from '../../src/inquiry/delivery';
import { main as inquiriesCli } from '../../scripts/inquiries';
import { ownStores, post, salesMails, serve, visitorCopies } from './inquiry-kind';
import { decodeMail, startSmtpSink, type SmtpSink } from '../../scripts/smtp-sink';

const production = ownStores('deploy_prod');
ownStores('deploy_branch'); // the preview's branch database
const productionUrl = process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, `/deploy_prod_it_${process.pid}`);
const branchUrl = process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, `/deploy_branch_it_${process.pid}`);

/** Production's database behind a port that counts every connection opened to it. */
let proxy: net.Server;
let proxyUrl: string;
let connections = 0;
let sink: SmtpSink;

beforeAll(async () => {
  const target = new URL(productionUrl);
  proxy = net.createServer((client) => {
    connections++;
    const server = net.connect(Number(target.port), target.hostname);
    client.pipe(server).pipe(client);
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const u = new URL(productionUrl);
  u.port = String((proxy.address() as net.AddressInfo).port);
  proxyUrl = u.toString();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await new Promise((r) => proxy.close(r));
});
beforeEach(() => {
  connections = 0;
  sink.received.length = 0;
});

const contact = (name: string) => ({
  name,
  email: 'editor@example.com',
  phone: '+1 404 555 0100',
  message: 'Testing the form on a preview',
  lang: 'fr',
  website: '',
});
const salesAddresses = ['info@taurusstone.com', 'usa@taurusstone.com'];

async function rowsIn(url: string): Promise<{ name: string }[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ name: string }>('SELECT name FROM inquiries ORDER BY id')).rows;
  } catch {
    return []; // no table: nothing was ever stored there
  } finally {
    await c.end();
  }
}

async function withRuntime<T>(env: Record<string, string>, fn: (rt: ContactRuntime) => Promise<T>): Promise<T> {
  const rt = await openRuntime(settingsFromEnv(env), () => undefined);
  try {
    return await fn(rt);
  } finally {
    await rt.close();
  }
}

describe.each(['deploy-preview', 'branch-deploy'])('a %s with production’s DATABASE_URL set', (context) => {
  const hostEnv = () => ({
    NETLIFY: 'true',
    CONTEXT: context,
    DATABASE_URL: proxyUrl,
    SMTP_URL: sink.url,
    CONTACT_DATA_DIR: path.join(production.scratch, context),
  });

  it('opens no connection to production’s database, stores in its own branch and mails only the preview address', async () => {
    const env = { ...hostEnv(), NETLIFY_DB_URL: branchUrl, CONTACT_PREVIEW_MAIL_TO: 'previews@example.com' };
    await withRuntime(env, async (rt) => {
      const fn = await serve(rt);
      try {
        const answer = await post(fn.base, contact(`Preview ${context}`), `preview-${context}-0001`);
        expect(answer.status).toBe(200);
        // The visitor is told it was a preview, in the form's language.
        expect(((await answer.json()) as { message: string }).message).toMatch(/aperçu/i);
      } finally {
        await fn.close();
      }
    });
    expect(connections).toBe(0);
    expect((await rowsIn(branchUrl)).map((r) => r.name)).toContain(`Preview ${context}`);
    // The sales mail and the visitor's copy both go to the preview address only.
    expect(salesMails(sink).map((m) => m.to)).toEqual([['previews@example.com']]);
    expect(salesMails(sink)[0].raw).toMatch(/Preview/);
    expect(visitorCopies(sink).map((m) => m.to)).toEqual([['previews@example.com']]);
  });

  it('without a database of its own, opens none (the function then answers 503), production’s included', async () => {
    await withRuntime(hostEnv(), async () => undefined).then(
      () => {
        throw new Error('a preview without a database of its own opened one');
      },
      (e: Error) => expect(e.message).toMatch(/NETLIFY_DB_URL|PREVIEW_DATABASE_URL/),
    );
    expect(connections).toBe(0);
  });

  it('sends its unsent inquiries, on the scheduled run too, never to the sales addresses', async () => {
    const env = { ...hostEnv(), NETLIFY_DB_URL: branchUrl };
    await withRuntime(env, async (rt) => {
      const fn = await serve(rt);
      try {
        expect((await post(fn.base, contact(`No address ${context}`), `preview-${context}-0003`)).status).toBe(200);
      } finally {
        await fn.close();
      }
      await sendUnsent(rt, { budgetMs: 5_000, log: () => undefined });
      const listed: string[] = [];
      // `npm run inquiries` in the preview's context lists the preview's own inquiries, this one unsent.
      expect(await inquiriesCli(['--unsent'], (s) => void listed.push(s), env)).toBe(0);
      expect(listed.join('')).toContain(`No address ${context}`);
    });
    expect(connections).toBe(0);
    expect(sink.received.flatMap((m) => m.to).filter((a) => salesAddresses.includes(a))).toEqual([]);
  });
});

it('production still stores in DATABASE_URL and mails the sales team', async () => {
  const env = {
    NETLIFY: 'true',
    CONTEXT: 'production',
    DATABASE_URL: proxyUrl,
    // Netlify Database may be on as well: production keeps the database DATABASE_URL names.
    NETLIFY_DB_URL: branchUrl,
    SMTP_URL: sink.url,
    CONTACT_PREVIEW_MAIL_TO: 'previews@example.com',
    CONTACT_DATA_DIR: path.join(production.scratch, 'production'),
  };
  await withRuntime(env, async (rt) => {
    const fn = await serve(rt);
    try {
      const answer = await post(fn.base, contact('Production buyer'), 'production-key-0001');
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { message: string }).message).not.toMatch(/aperçu/i);
    } finally {
      await fn.close();
    }
  });
  expect(connections).toBeGreaterThan(0);
  expect((await rowsIn(productionUrl)).map((r) => r.name)).toContain('Production buyer');
  expect((await rowsIn(branchUrl)).map((r) => r.name)).not.toContain('Production buyer');
  expect(salesMails(sink).map((m) => m.to)).toEqual([['info@taurusstone.com']]);
  // The visitor gets a copy in the form's language, with the reference, replies going to sales.
  const [copy, ...more] = visitorCopies(sink);
  expect(more).toHaveLength(0);
  expect(copy.to).toEqual([contact('x').email]);
  expect(decodeMail(copy.raw)).toMatch(/^Reply-To: .*info@taurusstone\.com/im);
  expect(decodeMail(copy.raw)).toMatch(/INQ-[0-9]{5}/);
});

describe('which database a deploy uses', () => {
  it('gives production DATABASE_URL, else Netlify Database; a preview its branch or PREVIEW_DATABASE_URL, never production’s', () => {
    const prod = 'postgres://u:p@db.example.com:5432/stone';
    const host = { NETLIFY: 'true' };
    expect(chooseDatabase({ ...host, CONTEXT: 'production', NETLIFY_DB_URL: branchUrl })).toMatchObject({
      url: branchUrl,
    });
    expect(checkHostStorage({ ...host, CONTEXT: 'production', NETLIFY_DB_URL: branchUrl }).errors).toEqual([]);
    expect(
      chooseDatabase({ ...host, CONTEXT: 'deploy-preview', DATABASE_URL: prod, PREVIEW_DATABASE_URL: branchUrl }),
    ).toMatchObject({ url: branchUrl, from: 'PREVIEW_DATABASE_URL' });
    // The same server and database under another user or with options is still production's.
    const same = 'postgresql://preview:other@db.example.com/stone?sslmode=require';
    expect(
      chooseDatabase({ ...host, CONTEXT: 'branch-deploy', DATABASE_URL: prod, PREVIEW_DATABASE_URL: same }),
    ).toMatchObject({ kind: 'none' });
    // Locally a preview keeps its own embedded store, apart from the local one.
    const local = settingsFromEnv({ CONTEXT: 'deploy-preview', DATABASE_URL: prod, CONTACT_DATA_DIR: '/tmp/x' });
    expect(local.databaseUrl).toBeUndefined();
    expect(local.dataDir).toBe(path.join('/tmp/x', 'preview', 'pglite'));
  });
});
