// Prints HTML pages to PDF with the packaged Chromium (src/pdf/chromium.ts), spoken to over the DevTools protocol on a
// pipe: create a tab, load the page, wait for its web fonts, Page.printToPDF, close the tab. Playwright did this before,
// but it cannot be bundled (its maintainers do not support bundling it), and the data-sheet function is bundled by
// esbuild (src/pdf/function-bundle.ts); the five protocol calls it needs are written here instead.
import { spawn, type ChildProcess } from 'child_process';
import type { Readable, Writable } from 'stream';
import type { UnpackedEngine } from './chromium';

export interface Printer {
  /** The PDF of the page at `url` (a file: URL), as Chromium prints it with the page's own @page size. */
  print(url: string): Promise<Buffer>;
  close(): Promise<void>;
  /** False once the browser has exited (a crash, or close()): start another. */
  readonly alive: boolean;
}

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** How long one page may take to load and print before the call fails (a broken page must not hang a request). */
const printTimeoutMs = 30_000;

/**
 * What we add to the package's flags, each what a launcher adds to them (the package's own README starts its browser
 * through puppeteer-core, whose ChromeLauncher adds --remote-debugging-pipe with `pipe: true`, and --no-first-run and
 * --disable-dev-shm-usage among its defaults: Lambda's /dev/shm is small), and one for our pages: a data sheet is a
 * file: page whose fonts are other files.
 */
const launcherArgs = [
  '--remote-debugging-pipe',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--allow-file-access-from-files',
];

/** Starts the browser unpacked by src/pdf/chromium.ts with the package's flags for Lambda (its `args`). */
export async function startPrinter({ executable, libDir, args }: UnpackedEngine): Promise<Printer> {
  const env = { ...process.env, LD_LIBRARY_PATH: [libDir, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') };
  const child: ChildProcess = spawn(
    executable,
    [...args, ...launcherArgs, 'about:blank'],
    // fd 3: what Chromium reads (our commands), fd 4: what it writes (answers and events), NUL-separated JSON.
    { env, stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
  );
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2000)));

  let alive = true;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void }>();
  const listeners = new Set<(m: Message) => void>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const fail = (error: Error) => {
    alive = false;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  child.once('exit', (code, signal) => fail(new Error(`Chromium exited (${signal ?? code}): ${stderr.trim()}`)));
  child.once('error', (e) => fail(e));

  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    buffered += chunk;
    let end: number;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end)) as Message;
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined) {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(message.error.message));
        else waiting?.resolve(message.result ?? {});
      } else for (const listener of listeners) listener(message);
    }
  });

  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      if (!alive) return reject(new Error(`Chromium is not running: ${stderr.trim()}`));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const event = (method: string, sessionId: string) =>
    new Promise<void>((resolve) => {
      const listener = (m: Message) => {
        if (m.method === method && m.sessionId === sessionId) {
          listeners.delete(listener);
          resolve();
        }
      };
      listeners.add(listener);
    });

  // The browser answers its first command once it is up.
  await send('Browser.getVersion');

  const printPage = async (url: string): Promise<Buffer> => {
    const { targetId } = (await send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
    try {
      const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
        sessionId: string;
      };
      await send('Page.enable', {}, sessionId);
      const loaded = event('Page.loadEventFired', sessionId);
      const navigation = (await send('Page.navigate', { url }, sessionId)) as { errorText?: string };
      if (navigation.errorText) throw new Error(`${url}: ${navigation.errorText}`);
      await loaded;
      // Web fonts named only by CSS load after the load event: print once every face is in.
      await send(
        'Runtime.evaluate',
        { expression: 'document.fonts.ready.then(() => true)', awaitPromise: true, returnByValue: true },
        sessionId,
      );
      const { data } = (await send(
        'Page.printToPDF',
        { preferCSSPageSize: true, printBackground: true, generateTaggedPDF: true, generateDocumentOutline: false },
        sessionId,
      )) as { data: string };
      return Buffer.from(data, 'base64');
    } finally {
      if (alive) await send('Target.closeTarget', { targetId }).catch(() => undefined);
    }
  };

  return {
    get alive() {
      return alive;
    },
    print: (url) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`printing ${url} took over ${printTimeoutMs} ms`)), printTimeoutMs);
      });
      return Promise.race([printPage(url), timeout]).finally(() => clearTimeout(timer));
    },
    close: async () => {
      if (alive) {
        await send('Browser.close').catch(() => undefined);
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killer);
      }
      alive = false;
    },
  };
}
