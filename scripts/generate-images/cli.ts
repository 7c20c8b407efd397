// `npm run images [dataDir]`: generates the missing sample images of a data directory (default: data).
import { generateMissingImages } from '.';

const dir = process.argv[2] ?? 'data';
const t0 = process.hrtime.bigint();
generateMissingImages(dir, { log: (m) => (m.startsWith('skip') ? console.warn(m) : undefined) })
  .then(({ created, existing }) => {
    const ms = Number((process.hrtime.bigint() - t0) / 1000000n);
    console.log(`images: ${created} created, ${existing} already present (${dir}/images, ${ms} ms)`);
  })
  .catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
