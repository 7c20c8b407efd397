// `npm run search:misses [-- --days 30]`: the searches that found nothing, most missed first, per language, over the
// last 30 days, from the host's store (Netlify Blobs, src/catalogue/search-misses.ts), so editors can add keywords or
// synonyms (data/search-synonyms.json). The site's store with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (a Netlify
// personal access token); without them, the local host's store (.data/blobs, written by `npm start`).
import crypto from 'crypto';
import path from 'path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { langCodes } from '../src/i18n/languages';
import { missesStoreName, topMisses } from '../src/catalogue/search-misses';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const days = Number(args[args.indexOf('--days') + 1]) || 30;

async function main() {
  const siteID = process.env.NETLIFY_SITE_ID;
  const token = process.env.NETLIFY_AUTH_TOKEN;
  let stop = async () => {};
  let store;
  if (siteID && token) {
    store = getStore({ name: missesStoreName, siteID, token });
    console.log(`site ${siteID}: searches without results, last ${days} days`);
  } else {
    // The local host (scripts/serve.ts) keeps its stores in .data/blobs for the site id "local-site".
    const localToken = crypto.randomBytes(16).toString('hex');
    const server = new BlobsServer({ directory: path.join(root, '.data', 'blobs'), token: localToken });
    const { port } = await server.start();
    stop = () => server.stop();
    store = getStore({
      name: missesStoreName,
      siteID: 'local-site',
      token: localToken,
      edgeURL: `http://127.0.0.1:${port}`,
    });
    console.log(`local host (.data/blobs; set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN for the site): last ${days} days`);
  }
  try {
    const top = await topMisses(store, days);
    for (const lang of langCodes) {
      const terms = top.get(lang) ?? [];
      console.log(`\n${lang}: ${terms.length ? '' : 'none'}`);
      for (const { term, count } of terms) console.log(`  ${String(count).padStart(5)}  ${term}`);
    }
  } finally {
    await stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
