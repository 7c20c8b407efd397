// The local host's functions, run as the host runs them: the hosting adapter's generated wrappers and the site's own
// Netlify functions from their archives as the host's build packed them (scripts/pack-functions.ts), called with a
// Lambda event in instances of their own (src/hosting/function-instance.mts), one call at a time per instance, each
// instance frozen (SIGSTOP) from its answer to its next call, and stopped after the host's time limit. A function that
// leaves work running after it has answered is seen to lose it here, as it would on the host.
import { fork, type ChildProcess } from 'child_process';
import fs from 'fs';
import path from 'path';

/** What the adapter's wrapper returns: the answer, its body base64-encoded. */
export interface LambdaResult {
  statusCode?: number;
  multiValueHeaders?: Record<string, (string | number)[]>;
  headers?: Record<string, string | number>;
  body?: string;
  isBase64Encoded?: boolean;
}

export interface LambdaEvent {
  path: string;
  httpMethod: string;
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
  queryStringParameters: Record<string, string>;
  multiValueQueryStringParameters: Record<string, string[]>;
  rawUrl: string;
  rawQuery: string;
  body: string;
  isBase64Encoded: boolean;
  /** Netlify's Blobs context for the function (base64 JSON of the store's URL and token). */
  blobs?: string;
}

export interface FunctionHostOptions {
  root: string;
  env: NodeJS.ProcessEnv;
  /** The host's limit for one call: Netlify's is 60 s for a synchronous function, 30 s for a scheduled one. */
  timeoutMs?: number;
  /** Instances a function may have at once (the host scales further; one call at a time each). */
  maxInstances?: number;
  /** Functions that must share one instance (PGlite is one process's database). */
  sharedInstance?: string[][];
  /** Packed functions by id: the file in each unzipped archive whose handler the host calls. */
  packed?: Record<string, string>;
}

interface Pending {
  resolve: (r: LambdaResult) => void;
  timer: NodeJS.Timeout;
}

class Instance {
  readonly child: ChildProcess;
  busy = false;
  alive = true;
  private calls = 0;
  private pending = new Map<number, Pending>();

  constructor(root: string, env: NodeJS.ProcessEnv) {
    this.child = fork(path.join(root, 'src', 'hosting', 'function-instance.mts'), [], {
      cwd: root,
      env,
      execArgv: ['--disable-warning=ExperimentalWarning'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (m: { call: number; result?: LambdaResult; error?: string }) => {
      // Frozen at once: whatever the function left running waits for its next call, as on the host.
      this.child.kill('SIGSTOP');
      const p = this.pending.get(m.call);
      if (!p) return;
      this.pending.delete(m.call);
      clearTimeout(p.timer);
      if (m.error) console.error(`function error: ${m.error}`);
      p.resolve(m.error ? { statusCode: 500, body: '' } : (m.result ?? { statusCode: 500 }));
    });
    this.child.on('exit', () => {
      this.alive = false;
      for (const p of this.pending.values()) {
        clearTimeout(p.timer);
        p.resolve({
          statusCode: 502,
          body: Buffer.from('The function stopped').toString('base64'),
          isBase64Encoded: true,
        });
      }
      this.pending.clear();
    });
  }

  invoke(functionId: string, entry: string, event: LambdaEvent, timeoutMs: number): Promise<LambdaResult> {
    const call = ++this.calls;
    this.child.kill('SIGCONT');
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // The host ends a call at its time limit, and the instance with it.
        this.pending.delete(call);
        this.child.kill('SIGKILL');
        resolve({ statusCode: 502, body: Buffer.from('Function timed out').toString('base64'), isBase64Encoded: true });
      }, timeoutMs);
      this.pending.set(call, { resolve, timer });
      this.child.send({ call, functionId, entry, event, timeoutMs });
    });
  }

  stop(): void {
    this.child.kill('SIGCONT');
    this.child.kill('SIGKILL');
  }
}

export class FunctionHost {
  private groups = new Map<string, { instances: Instance[]; waiting: (() => void)[] }>();
  private readonly timeoutMs: number;
  private readonly maxInstances: number;

  constructor(private readonly options: FunctionHostOptions) {
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.maxInstances = options.maxInstances ?? 2;
  }

  /** The file whose handler runs a function: the adapter's wrapper if the build made one, else a packed function's. */
  entryOf(functionId: string): string | undefined {
    const wrapper = path.join(this.options.root, '.netlify', 'functions-internal', functionId, `${functionId}.js`);
    return fs.existsSync(wrapper) ? wrapper : this.options.packed?.[functionId];
  }

  has(functionId: string): boolean {
    return this.entryOf(functionId) !== undefined;
  }

  private groupOf(functionId: string): { key: string; max: number } {
    const shared = this.options.sharedInstance?.find((ids) => ids.includes(functionId));
    return shared ? { key: shared.join('+'), max: 1 } : { key: functionId, max: this.maxInstances };
  }

  async invoke(functionId: string, event: LambdaEvent, timeoutMs = this.timeoutMs): Promise<LambdaResult> {
    const entry = this.entryOf(functionId);
    if (!entry)
      throw new Error(`no function ${functionId}: run the build, then pack the functions (scripts/pack-functions.ts)`);
    const { key, max } = this.groupOf(functionId);
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = { instances: [], waiting: [] }));
    group.instances = group.instances.filter((i) => i.alive);
    let instance = group.instances.find((i) => !i.busy);
    while (!instance) {
      if (group.instances.length < max) {
        instance = new Instance(this.options.root, this.options.env);
        group.instances.push(instance);
      } else {
        await new Promise<void>((resolve) => group.waiting.push(resolve));
        group.instances = group.instances.filter((i) => i.alive);
        instance = group.instances.find((i) => !i.busy);
      }
    }
    instance.busy = true;
    try {
      return await instance.invoke(functionId, entry, event, timeoutMs);
    } finally {
      instance.busy = false;
      group.waiting.shift()?.();
    }
  }

  close(): void {
    for (const group of this.groups.values()) for (const i of group.instances) i.stop();
    this.groups.clear();
  }
}
