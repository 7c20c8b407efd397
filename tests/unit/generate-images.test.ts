import { promises as fs } from 'fs';
import * as os from 'os';
import * as path from 'path';
import sharp from 'sharp';
import { generateMissingImages } from '../../scripts/generate-images';

jest.setTimeout(60000);

async function makeDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gen-images-'));
  await fs.mkdir(path.join(dir, 'products'), { recursive: true });
  await fs.mkdir(path.join(dir, 'schemas'), { recursive: true });
  await fs.writeFile(
    path.join(dir, 'products', '948.json'),
    JSON.stringify({
      $schema: '../schemas/product.schema.json',
      id: 948,
      category: 2,
      colors: [4],
      images: ['generated/products/948-1.jpg', 'generated/products/948-2.jpg'],
    }),
  );
  await fs.writeFile(
    path.join(dir, 'catalog.json'),
    JSON.stringify({
      $schema: './schemas/catalog.schema.json',
      pages: [{ page: 7, image: 'generated/catalog/page-07.jpg' }],
    }),
  );
  await fs.writeFile(
    path.join(dir, 'team.json'),
    JSON.stringify({
      items: [
        { id: 1, image: 'generated/team/1.jpg', note: 'not an image: generated/team/1.txt' },
        { id: 2, image: 'generated/../../escape.jpg' },
        { id: 3, image: 'static/photo.jpg' },
      ],
    }),
  );
  // schemas are skipped even if they contain matching strings
  await fs.writeFile(
    path.join(dir, 'schemas', 'x.schema.json'),
    JSON.stringify({ examples: ['generated/schema/never.jpg'] }),
  );
  // unreadable JSON is reported and skipped
  await fs.writeFile(path.join(dir, 'broken.json'), '{ "image": "generated/news/1.jpg", ');
  return dir;
}

describe('generateMissingImages', () => {
  let a: string;
  let b: string;

  beforeAll(async () => {
    a = await makeDataDir();
    b = await makeDataDir();
  });

  afterAll(async () => {
    await fs.rm(a, { recursive: true, force: true });
    await fs.rm(b, { recursive: true, force: true });
  });

  it('creates every missing generated image with the right size', async () => {
    const logs: string[] = [];
    const res = await generateMissingImages(a, { log: (m) => logs.push(m) });
    expect(res).toEqual({ created: 4, existing: 0 });
    const expected: [string, number, number][] = [
      ['generated/products/948-1.jpg', 800, 600],
      ['generated/products/948-2.jpg', 800, 600],
      ['generated/catalog/page-07.jpg', 600, 850],
      ['generated/team/1.jpg', 400, 400],
    ];
    for (const [rel, w, h] of expected) {
      const file = path.join(a, 'images', rel);
      const meta = await sharp(file).metadata();
      expect([rel, meta.format, meta.width, meta.height]).toEqual([rel, 'jpeg', w, h]);
      const { size } = await fs.stat(file);
      expect(size).toBeLessThan(120 * 1024);
    }
    await expect(fs.access(path.join(a, 'images', 'generated/schema/never.jpg'))).rejects.toThrow();
    await expect(fs.access(path.join(path.dirname(a), 'escape.jpg'))).rejects.toThrow();
    expect(logs.some((m) => m.includes('broken.json'))).toBe(true);
    expect(logs.some((m) => m.includes('escape.jpg'))).toBe(true);
  });

  it('is deterministic and idempotent', async () => {
    await generateMissingImages(b);
    for (const rel of ['generated/products/948-1.jpg', 'generated/catalog/page-07.jpg', 'generated/team/1.jpg']) {
      const x = await fs.readFile(path.join(a, 'images', rel));
      const y = await fs.readFile(path.join(b, 'images', rel));
      expect(x.equals(y)).toBe(true);
    }
    const again = await generateMissingImages(a);
    expect(again).toEqual({ created: 0, existing: 4 });
  });

  it('renders different pictures for different paths', async () => {
    const x = await fs.readFile(path.join(a, 'images', 'generated/products/948-1.jpg'));
    const y = await fs.readFile(path.join(a, 'images', 'generated/products/948-2.jpg'));
    expect(x.equals(y)).toBe(false);
  });
});
