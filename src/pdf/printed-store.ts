// Where printed PDFs are kept, keyed by the hash of what they print: Netlify Blobs (a site-wide store that outlives
// deploys, so a sheet whose product did not change is never printed again) wherever the function gets a Blobs context
// (on the host, and from the local host, which runs Netlify's own local Blobs server), else a folder on disk (the
// development server, unit tests).
import fs from 'fs';
import path from 'path';
import { connectLambda, getStore } from '@netlify/blobs';

export interface PrintedStore {
  readonly kind: 'blobs' | 'disk';
  get(key: string): Promise<Buffer | null>;
  set(key: string, pdf: Buffer): Promise<void>;
}

export const printedStoreName = 'printed-pdfs';

/** The Lambda event the adapter's wrapper hands a Gatsby Function (`req.netlifyFunctionParams`), when it has Blobs. */
interface LambdaEvent {
  blobs?: string;
  headers: Record<string, string | undefined>;
}

export function blobsStoreFor(event: LambdaEvent | undefined): PrintedStore | null {
  if (!event?.blobs) return null;
  connectLambda(event as Parameters<typeof connectLambda>[0]);
  const store = getStore({ name: printedStoreName });
  return {
    kind: 'blobs',
    async get(key) {
      const found = await store.get(key, { type: 'arrayBuffer' });
      return found ? Buffer.from(found) : null;
    },
    async set(key, pdf) {
      await store.set(key, new Uint8Array(pdf).buffer as ArrayBuffer);
    },
  };
}

export function diskStore(dir: string): PrintedStore {
  const file = (key: string) => path.join(dir, `${key}.pdf`);
  return {
    kind: 'disk',
    get: async (key) => (fs.existsSync(file(key)) ? fs.readFileSync(file(key)) : null),
    async set(key, pdf) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(`${file(key)}.${process.pid}.tmp`, pdf);
      fs.renameSync(`${file(key)}.${process.pid}.tmp`, file(key));
    },
  };
}
