// One function instance of the local host (src/hosting/function-host.ts), in a process of its own as on the host: it
// loads a function's entry (the hosting adapter's generated wrapper in .netlify/functions-internal/, or the bootstrap
// of a Netlify function's packed archive in .netlify/functions-serve/) and calls its Lambda `handler(event, context)`,
// one call at a time. The parent stops this process (SIGSTOP) as soon as a call has answered and lets it go on
// (SIGCONT) at the next call: what a function leaves running after its answer waits, as on the host. Plain TypeScript
// that Node runs by stripping the types (no loader, nothing of the project imported).
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

type LambdaHandler = (event: unknown, context: unknown) => Promise<unknown>;
interface Call {
  call: number;
  functionId: string;
  entry: string;
  event: unknown;
  timeoutMs: number;
}

/* What a modern function's bootstrap hands HttpResponseStream.from: the status and the answer's header fields, passed on
   as they are. Gatsby's query extractor parses every source naming certain words (the capitalised name of a page's
   head export among them) with a parser that cannot read this file, failing the build: the fields are not named. */
type StreamMetadata = { statusCode?: number } & Record<string, unknown>;
type StreamingHandler = (event: unknown, stream: Writable, context: unknown) => Promise<void>;

/* A Netlify function of the modern API answers through Lambda's response streaming: its bootstrap calls
   `awslambda.streamifyResponse` and `awslambda.HttpResponseStream.from`, globals of AWS's Node runtime. They are given
   here as that runtime gives them, the streamed answer collected into one result for the local host. */
const metadata: WeakMap<Writable, StreamMetadata> = new WeakMap();
Object.assign(globalThis, {
  awslambda: {
    streamifyResponse:
      (handler: StreamingHandler): LambdaHandler =>
      async (event, context) => {
        const chunks: Buffer[] = [];
        const stream = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
        });
        const finished = new Promise((resolve) => stream.on('finish', resolve));
        await handler(event, stream, context);
        if (!stream.writableEnded) stream.end();
        await finished;
        const meta = metadata.get(stream) ?? {};
        return {
          ...meta,
          statusCode: meta.statusCode ?? 200,
          body: Buffer.concat(chunks).toString('base64'),
          isBase64Encoded: true,
        };
      },
    HttpResponseStream: {
      from(stream: Writable, meta: StreamMetadata): Writable {
        metadata.set(stream, meta);
        return stream;
      },
    },
  },
});

const load = createRequire(path.join(process.cwd(), 'package.json'));
const handlers: Map<string, LambdaHandler> = new Map();

async function handlerOf(entry: string): Promise<LambdaHandler> {
  let handler = handlers.get(entry);
  if (!handler) {
    const loaded = (entry.endsWith('.mjs') ? await import(pathToFileURL(entry).href) : load(entry)) as {
      handler: LambdaHandler;
    };
    handler = loaded.handler;
    handlers.set(entry, handler);
  }
  return handler;
}

process.on('message', (message: Call) => {
  const deadline = Date.now() + message.timeoutMs;
  const context = {
    functionName: message.functionId,
    awsRequestId: `local-${message.call}`,
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
  handlerOf(message.entry)
    .then((handler) => handler(message.event, context))
    .then(
      (result) => process.send?.({ call: message.call, result }),
      (error: unknown) =>
        process.send?.({
          call: message.call,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
});
