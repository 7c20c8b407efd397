// Data validation: the real data passes; broken copies fail with file, JSON path and reason.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { validateData, formatProblems } from '../../src/checks/validate';

const dataDir = path.resolve(__dirname, '..', '..', 'data');

function brokenCopy(edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-'));
  fs.cpSync(dataDir, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images${path.sep}generated`) });
  edit(dir);
  return dir;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures edit any data file in place
function editJson(dir: string, file: string, change: (json: any) => void): void {
  const full = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  change(json);
  fs.writeFileSync(full, JSON.stringify(json, null, 2));
}

const lines = (dir: string) => formatProblems(validateData(dir)).split('\n');

describe('validateData', () => {
  it('accepts the sample data', () => {
    expect(formatProblems(validateData(dataDir))).toBe('');
  });

  it('names the file, path and reason for a missing French text', () => {
    const dir = brokenCopy((d) => editJson(d, 'products/948.json', (p) => delete p.name.fr));
    expect(lines(dir)).toContain('data/products/948.json /name/fr: is missing (required)');
  });

  it('reports an unknown colour reference', () => {
    const dir = brokenCopy((d) => editJson(d, 'products/948.json', (p) => (p.colors = [...p.colors, 99])));
    expect(lines(dir)).toContainEqual(
      expect.stringMatching(/^data\/products\/948\.json \/colors\/\d+: refers to unknown colors id 99$/),
    );
  });

  it('reports a bad id type', () => {
    const dir = brokenCopy((d) => editJson(d, 'categories.json', (c) => (c.items[0].id = 'one')));
    expect(lines(dir)).toContain('data/categories.json /items/0/id: must be integer');
  });

  it('reports duplicate ids across product files', () => {
    const dir = brokenCopy((d) => editJson(d, 'products/801.json', (p) => (p.id = 948)));
    expect(lines(dir)).toContainEqual(expect.stringMatching(/duplicate id 948/));
  });

  it('reports invalid JSON with its line', () => {
    const dir = brokenCopy((d) =>
      fs.writeFileSync(
        path.join(d, 'colors.json'),
        '{\n  "$schema": "./schemas/color.schema.json",\n  "items": [,]\n}',
      ),
    );
    expect(lines(dir)).toContainEqual(expect.stringMatching(/^data\/colors\.json \/: is not valid JSON at line 3/));
  });

  it('reports a file without schema and a missing committed image', () => {
    const dir = brokenCopy((d) => {
      fs.writeFileSync(path.join(d, 'stray.json'), '{"a": 1}');
      editJson(d, 'products/948.json', (p) => (p.images = ['products/does-not-exist.jpg']));
    });
    const out = lines(dir);
    expect(out).toContainEqual(expect.stringMatching(/^data\/stray\.json \/\$schema: must name a schema/));
    expect(out).toContain(
      'data/products/948.json /images/0: image products/does-not-exist.jpg not found in data/images/',
    );
  });

  it('reports a photo that is no readable image, naming the file: the build no longer decodes photos to find out', () => {
    const dir = brokenCopy((d) => {
      fs.mkdirSync(path.join(d, 'images', 'products'), { recursive: true });
      fs.writeFileSync(path.join(d, 'images', 'products', 'broken.jpg'), 'not a photo, an editor uploaded a text file');
      editJson(d, 'products/948.json', (p) => (p.images = ['products/broken.jpg']));
    });
    expect(lines(dir)).toContainEqual(
      expect.stringMatching(
        /^data\/products\/948\.json \/images\/0: image products\/broken\.jpg: not a readable image/,
      ),
    );
  });
});
