// What a product or USA stock item claims (its areas, types and texts) never contradicts its own test verdicts: each
// contradiction is named with its file, field, use, standard, value and limit; a use a finish narrows stays listed.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { productUsage } from '../../src/data/claims';
import { technicalFromQuery, type RawTechnical } from '../../src/data/technical';
import { checkClaims, claimsReference, claimedIn } from '../../src/checks/validate-claims';
import { formatProblems, validateData } from '../../src/checks/validate';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
type Json = Record<string, unknown>;
const read = (file: string): Json => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as Json;
const itemsOf = (where: string): Json[] =>
  where.endsWith('.json')
    ? (read(where).items as Json[])
    : fs.readdirSync(path.join(dataDir, where)).map((f) => read(`${where}/${f}`));
const ref = claimsReference(itemsOf);
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

// Afyon White (804): polished wet DCOF 0.21, honed 0.51; water absorption 0.23 % against C503's 0.2 % maximum.
const afyon = read('products/804.json');
// Ivory travertine (829): abrasion hardness 8.1 Ha against C1527's 10 Ha minimum for floors and stairs.
const ivory = read('products/829.json');
const areaId = (slug: string) => itemsOf('areas.json').find((a) => a.slug === slug)!.id;

describe('productUsage: the usage table from the stone type and the verdicts', () => {
  it('narrows wet areas to the finishes not measured below DCOF 0.42, and rules out what C503 rules out', () => {
    const rows = productUsage('marble', technicalFromQuery(afyon.technical as RawTechnical), ['polished', 'honed']);
    const row = (u: string) => rows.find((r) => r.usage === u)!;
    expect(row('wetAreas')).toMatchObject({ status: 'finishes', finishes: ['honed'] });
    expect(row('wetAreas').reasons).toEqual([{ kind: 'slip', finish: 'polished', measured: 0.21, limit: 0.42 }]);
    expect(row('commercial').status).toBe('no');
    expect(row('exterior').status).toBe('no');
    expect(row('wall').status).toBe('yes');
  });

  it('says no for wet areas when every offered finish is below the minimum', () => {
    const rows = productUsage('marble', technicalFromQuery(afyon.technical as RawTechnical), ['polished']);
    expect(rows.find((r) => r.usage === 'wetAreas')!.status).toBe('no');
  });

  it('rules out floors below the abrasion minimum', () => {
    const rows = productUsage('travertine', technicalFromQuery(ivory.technical as RawTechnical), ['filled-and-honed']);
    expect(rows.find((r) => r.usage === 'floor')!.status).toBe('no');
  });
});

describe('checkClaims', () => {
  it('names the area, use, standard, value and limit of a floor listing below the abrasion minimum', () => {
    const product = clone(ivory);
    product.areas = [areaId('floor')];
    expect(checkClaims('products', product, ref)).toEqual([
      {
        pointer: '/areas/0',
        message:
          'area "floor" claims floors, against ASTM C1527 for floors and stairs: abrasion hardness 8.1 Ha, minimum 10 Ha',
      },
    ]);
  });

  it('names a bathroom listing whose only finish is below the wet DCOF minimum', () => {
    const product = clone(afyon);
    product.finishes = ['polished'];
    (product.technical as Json).slipResistance = ((product.technical as Json).slipResistance as Json[]).filter(
      (s) => s.finish === 'polished',
    );
    product.areas = [areaId('living-room'), areaId('bathroom')];
    expect(checkClaims('products', product, ref)).toContainEqual({
      pointer: '/areas/1',
      message: 'area "bathroom" claims wet areas, against ANSI A326.3: polished wet DCOF 0.21, minimum 0.42',
    });
  });

  it('keeps a bathroom listing where another finish is good enough for wet areas', () => {
    const product = clone(afyon);
    product.areas = [areaId('bathroom')];
    expect(checkClaims('products', product, ref)).toEqual([]);
  });

  it('names a text, in its language, that claims a use the verdicts rule out', () => {
    const product = clone(afyon);
    (product.description as Json).fr = 'Un marbre blanc pour les façades et les terrasses.';
    expect(checkClaims('products', product, ref)).toEqual([
      {
        pointer: '/description/fr',
        message: expect.stringMatching(
          /^the text \("façades"\) claims exterior use, against ASTM C503: water absorption 0\.23 %, maximum 0\.2 %/,
        ) as unknown as string,
      },
    ]);
  });

  it('reads a USA item against its product’s lab data and its own surface', () => {
    const item = clone(read('usa-stock/5001.json'));
    item.areas = [areaId('floor')];
    item.description = { en: 'A warm ivory travertine.', es: 'Nuestra baldosa de suelo más vendida.' };
    expect(checkClaims('usa-stock', item, ref).map((p) => p.pointer)).toEqual(['/areas/0', '/description/es']);
  });

  it('finds use words in all five languages, Arabic with or without its marks', () => {
    expect(claimedIn('Idéal pour les salles de bains', 'fr', 'wetAreas')).toBe('salles de bains');
    expect(claimedIn('Плитка для пола и ступеней', 'ru', 'floor')).toBe('пола');
    expect(claimedIn('مثالي للحمّامات', 'ar', 'wetAreas')).toBe('للحمامات');
    expect(claimedIn('مثالي للحمّام', 'ar', 'wetAreas')).toBe('للحمام');
    expect(claimedIn('درجة لون دافئة', 'ar', 'floor')).toBeNull(); // "shade", not "stairs"
    expect(claimedIn('a solid colour', 'fr', 'floor')).toBeNull();
  });
});

describe('check:data over the data set', () => {
  it('names the file of a contradiction', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-'));
    fs.cpSync(dataDir, dir, {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}images${path.sep}generated`),
    });
    const file = path.join(dir, 'usa-stock', '5001.json');
    const item = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
    item.areas = [...(item.areas as number[]), areaId('floor')];
    fs.writeFileSync(file, JSON.stringify(item, null, 2));
    expect(formatProblems(validateData(dir)).split('\n')).toContainEqual(
      expect.stringMatching(
        /^data\/usa-stock\/5001\.json \/areas\/\d+: area "floor" claims floors, against ASTM C1527 for floors and stairs: abrasion hardness 8\.1 Ha, minimum 10 Ha$/,
      ),
    );
  });

  it('finds no contradiction in the real catalogue', () => {
    const problems = ['products', 'usa-stock'].flatMap((kind) =>
      fs
        .readdirSync(path.join(dataDir, kind))
        .flatMap((f) =>
          checkClaims(kind as 'products' | 'usa-stock', read(`${kind}/${f}`), ref).map(
            (p) => `${kind}/${f} ${p.pointer}: ${p.message}`,
          ),
        ),
    );
    expect(problems).toEqual([]);
  });
});
