// An HTTP request as the host hands it to a function (a Lambda event), and the function's answer back as HTTP: what
// the local host (scripts/serve.ts) does between a visitor and src/hosting/function-host.ts.
import type http from 'http';
import type { LambdaEvent, LambdaResult } from './function-host';

/** The host takes a request body up to this size; a larger one never reaches the function (AWS Lambda's 6 MB). */
export const hostBodyLimit = 6 * 1024 * 1024;

export class BodyOverHostLimit extends Error {}

/**
 * The host's refusal of a body over its limit. The rest of the upload is read and dropped while the sender learns the
 * answer (closing at once would reset the connection under a sender still writing, and it would see a broken pipe
 * instead of the 413); a sender that stops short of its declared length is disconnected a moment later.
 */
export function refuseOverLimit(req: http.IncomingMessage, res: http.ServerResponse): void {
  req.resume();
  res.once('finish', () => {
    if (req.complete) return;
    const timer = setTimeout(() => req.socket.destroy(), 2_000);
    req.once('end', () => clearTimeout(timer));
  });
  res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Payload Too Large');
}

/** Reads the whole body, as the host does before it calls a function; stops reading past the host's limit. */
export function readHostBody(req: http.IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > hostBodyLimit) return Promise.reject(new BodyOverHostLimit());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > hostBodyLimit) {
        req.removeAllListeners('data');
        reject(new BodyOverHostLimit());
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export interface HostContext {
  /** The visitor's address (the host's edge names it in x-nf-client-connection-ip). */
  clientIp: string;
  siteId: string;
  deployId: string;
  /** Netlify Blobs for the function: the local Blobs server's URL and token. */
  blobs?: { url: string; token: string };
}

/**
 * The request's address. `new URL('//x', base)` would read a path that starts with two slashes as another host (and
 * throw on `//` alone): the path is taken as a path. Null for a target that is no path at all.
 */
export function requestUrl(req: http.IncomingMessage): URL | null {
  const target = req.url ?? '/';
  try {
    return new URL(target.startsWith('/') ? `http://${req.headers.host ?? 'localhost'}${target}` : target);
  } catch {
    return null;
  }
}

export function lambdaEvent(req: http.IncomingMessage, body: Buffer, host: HostContext): LambdaEvent {
  const headers: [string, string][] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push([req.rawHeaders[i], req.rawHeaders[i + 1]]);
  const url = requestUrl(req) ?? new URL('http://localhost/');
  return eventOf({ method: req.method ?? 'GET', url, headers, body }, host);
}

/** A request as the host hands it to a function; headers the host sets replace any the client sent. */
export function eventOf(
  request: { method: string; url: URL; headers: [string, string][]; body: Buffer },
  host: HostContext,
): LambdaEvent {
  const { url } = request;
  const multiValueHeaders: Record<string, string[]> = {};
  for (const [name, value] of request.headers) (multiValueHeaders[name.toLowerCase()] ??= []).push(value);
  multiValueHeaders['x-nf-client-connection-ip'] = [host.clientIp];
  multiValueHeaders['x-nf-site-id'] = [host.siteId];
  multiValueHeaders['x-nf-deploy-id'] = [host.deployId];
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(multiValueHeaders)) headers[name] = values.join(', ');
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [k, v] of url.searchParams) {
    query[k] = v;
    (multiQuery[k] ??= []).push(v);
  }
  return {
    path: url.pathname,
    httpMethod: request.method.toUpperCase(),
    headers,
    multiValueHeaders,
    queryStringParameters: query,
    multiValueQueryStringParameters: multiQuery,
    rawUrl: url.href,
    rawQuery: url.search.slice(1),
    body: request.body.toString('base64'),
    isBase64Encoded: true,
    ...(host.blobs ? { blobs: Buffer.from(JSON.stringify(host.blobs)).toString('base64') } : {}),
  };
}

export function writeLambdaResult(res: http.ServerResponse, result: LambdaResult, head: boolean): void {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  for (const [k, v] of Object.entries(result.multiValueHeaders ?? {})) headers[k] = v.map(String);
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  delete headers['content-length'];
  delete headers['transfer-encoding'];
  res.writeHead(result.statusCode ?? 200, { ...headers, 'content-length': String(body.length) });
  res.end(head ? undefined : body);
}

/** The call the host makes to a scheduled function: a POST with the next run's time, from no visitor. */
export function scheduledEvent(functionId: string, body: string, host: Omit<HostContext, 'clientIp'>): LambdaEvent {
  return eventOf(
    {
      method: 'POST',
      url: new URL(`http://localhost/.netlify/functions/${functionId}`),
      headers: [
        ['content-type', 'application/json'],
        ['x-nf-event', 'schedule'],
      ],
      body: Buffer.from(body),
    },
    { ...host, clientIp: '' },
  );
}
