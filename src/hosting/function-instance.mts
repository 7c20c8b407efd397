// One function instance of the local host (src/hosting/function-host.ts), in a process of its own as on the host: it
// loads the hosting adapter's generated wrappers (.netlify/functions-internal/<id>/<id>.js) and calls their Lambda
// `handler(event, context)`, one call at a time. The parent stops this process (SIGSTOP) as soon as a call has
// answered and lets it go on (SIGCONT) at the next call: what a function leaves running after its answer waits, as
// on the host. Plain TypeScript that Node runs by stripping the types (no loader, nothing of the project imported).
import { createRequire } from 'node:module';
import path from 'node:path';

type LambdaHandler = (event: unknown, context: unknown) => Promise<unknown>;
interface Call {
  call: number;
  functionId: string;
  event: unknown;
  timeoutMs: number;
}

const load = createRequire(path.join(process.cwd(), 'package.json'));
const handlers = new Map<string, LambdaHandler>();

function handlerOf(functionId: string): LambdaHandler {
  let handler = handlers.get(functionId);
  if (!handler) {
    const file = path.join(process.cwd(), '.netlify', 'functions-internal', functionId, `${functionId}.js`);
    handler = (load(file) as { handler: LambdaHandler }).handler;
    handlers.set(functionId, handler);
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
  Promise.resolve()
    .then(() => handlerOf(message.functionId)(message.event, context))
    .then(
      (result) => process.send?.({ call: message.call, result }),
      (error: unknown) =>
        process.send?.({
          call: message.call,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
});
