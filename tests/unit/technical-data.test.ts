// Technical data: unit conversion and formatting, the plausibility checks of check:data (file, field, reason) and
// the verdicts against ASTM C503 / C568 / C1527 computed from the test values.
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  formatMeasurement,
  inSystem,
  technicalFromQuery,
  technicalRows,
  unitCodes,
  type Measurement,
  type TechnicalData,
} from '../../src/data/technical';
import { astmVerdict } from '../../src/data/astm';
import { checkTechnical } from '../../src/checks/validate-technical';
import { validateData, formatProblems } from '../../src/checks/validate';
import { technicalJsonLd } from '../../src/seo/technical-json-ld';
import { validateNode } from '../../src/seo/validate';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
const word = (unit: string) => (unit === 'cycles' ? `{{value}} cycles` : `{{value}} ${unit}`);
const m = (value: number, unit: Measurement['unit'], standard: string): Measurement => ({
  value,
  unit,
  standard,
  lab: 'Test lab',
  tested: '2024-05-14',
});

describe('unit conversion and formatting', () => {
  it('converts density and strength both ways and leaves unitless values alone', () => {
    expect(inSystem({ value: 2450, unit: 'kg/m3' }, 'us').value).toBeCloseTo(152.95, 2);
    expect(inSystem({ value: 150, unit: 'lb/ft3' }, 'metric').value).toBeCloseTo(2402.8, 1);
    expect(inSystem({ value: 52, unit: 'MPa' }, 'us').value).toBeCloseTo(7542, 0);
    expect(inSystem({ value: 7500, unit: 'psi' }, 'metric').value).toBeCloseTo(51.71, 2);
    expect(inSystem({ value: 0.9, unit: '%' }, 'us')).toEqual({ value: 0.9, unit: '%' });
    expect(inSystem({ value: 21, unit: 'mm' }, 'us')).toEqual({ value: 21, unit: 'mm' });
  });

  it('formats in the language, rounded as labs report', () => {
    expect(formatMeasurement(m(2450, 'kg/m3', 'EN 1936'), 'metric', 'en', word)).toBe('2,450 kg/m³');
    expect(formatMeasurement(m(2400, 'kg/m3', 'EN 1936'), 'us', 'en', word)).toBe('149.8 lb/ft³');
    expect(formatMeasurement(m(2450, 'kg/m3', 'EN 1936'), 'metric', 'fr', word)).toBe('2\u202f450 kg/m³');
    expect(formatMeasurement(m(68.4, 'MPa', 'EN 1926'), 'us', 'en', word)).toBe('9,920 psi');
    expect(formatMeasurement(m(1.2, '%', 'EN 13755'), 'us', 'en', word)).toBe('1.20 %');
    expect(formatMeasurement(m(48, 'cycles', 'EN 12371'), 'metric', 'en', word)).toBe('48 cycles');
  });

  it('lists every property, missing ones as not tested, then one row per finish and slip test', () => {
    const rows = technicalRows({
      stone: 'travertine',
      density: m(2450, 'kg/m3', 'EN 1936'),
      slipResistance: [{ ...m(42, 'SRV', 'EN 14231'), finish: 'honed' }],
    });
    expect(rows.map((r) => [r.key, r.measurement === null])).toEqual([
      ['density', false],
      ['waterAbsorption', true],
      ['compressiveStrength', true],
      ['flexuralStrength', true],
      ['abrasion', true],
      ['frostResistance', true],
      ['slipResistance:honed:SRV', false],
    ]);
  });

  it('drops a value whose unit the property does not take', () => {
    const data = technicalFromQuery({
      stone: 'marble',
      density: { ...m(2700, 'kg/m3', 'EN 1936') },
      waterAbsorption: { ...m(0.2, '%', 'EN 13755'), unit: 'kg/m3' },
    });
    expect(data?.density?.value).toBe(2700);
    expect(data?.waterAbsorption).toBeUndefined();
    expect(technicalFromQuery({ stone: 'granite' })).toBeNull();
  });
});

describe('check:data on technical data', () => {
  const finishes = ['honed', 'polished'];
  const at = (technical: object) =>
    checkTechnical({ stone: 'travertine', ...technical }, finishes, new Date('2025-11-01')).map(
      (p) => `${p.pointer}: ${p.message}`,
    );

  it('refuses absorption outside 0–15 % and density outside 1800–3000 kg/m3 as typos', () => {
    expect(at({ waterAbsorption: m(19, '%', 'EN 13755') })).toEqual([
      '/technical/waterAbsorption/value: 19 % is outside 0–15 %: absorption is a percentage of the dry weight',
    ]);
    expect(at({ density: m(24500, 'kg/m3', 'EN 1936') })).toEqual([
      '/technical/density/value: 24500 kg/m³ is outside 1800–3000 kg/m³: almost certainly a typo',
    ]);
  });

  it('says when a density was written in the other unit', () => {
    expect(at({ density: m(153, 'kg/m3', 'EN 1936') })).toEqual([
      '/technical/density/value: 153 kg/m³ is outside 1800–3000 kg/m³: a value in lb/ft3 with unit kg/m3?',
    ]);
    expect(at({ density: m(153, 'lb/ft3', 'ASTM C97') })).toEqual([]);
  });

  it('checks the plausible range of the stone, converted from US units', () => {
    expect(at({ compressiveStrength: m(9000, 'psi', 'ASTM C170') })).toEqual([]);
    expect(at({ compressiveStrength: m(9000, 'MPa', 'EN 1926') })).toEqual([
      '/technical/compressiveStrength/value: 9000 MPa is outside the plausible 20–150 MPa for travertine (a value in psi with unit MPa?)',
    ]);
    expect(at({ waterAbsorption: m(9, '%', 'EN 13755') })).toEqual([
      '/technical/waterAbsorption/value: 9 % is outside the plausible 0–6 % for travertine',
    ]);
  });

  it('refuses slip values for a finish the product does not have, future test dates and mm under ASTM', () => {
    expect(
      at({
        slipResistance: [{ ...m(40, 'SRV', 'EN 14231'), finish: 'flamed' }],
        abrasion: { ...m(20, 'mm', 'ASTM C241') },
        frostResistance: { ...m(48, 'cycles', 'EN 12371'), tested: '2026-01-01' },
      }),
    ).toEqual([
      '/technical/frostResistance/tested: test date 2026-01-01 is in the future',
      '/technical/slipResistance/0/finish: finish "flamed" is not one of the product\'s finishes (honed, polished)',
      '/technical/abrasion/unit: ASTM C241 reports Ha, not mm',
    ]);
  });

  it('names file, field and reason through npm run check:data', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-'));
    fs.cpSync(dataDir, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}generated`) });
    const file = path.join(dir, 'products', '801.json');
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    json.technical.waterAbsorption.value = 12.5;
    json.technical.density.unit = 'g/cm3';
    fs.writeFileSync(file, JSON.stringify(json, null, 2));
    const out = formatProblems(validateData(dir)).split('\n');
    expect(out).toContain(
      'data/products/801.json /technical/waterAbsorption/value: 12.5 % is outside the plausible 0–1.5 % for marble',
    );
    expect(out).toContain('data/products/801.json /technical/density/unit: must be one of ["kg/m3","lb/ft3"]');
  });
});

describe('ASTM verdicts', () => {
  const travertine = (overrides: Partial<TechnicalData> = {}): TechnicalData => ({
    stone: 'travertine',
    density: m(2450, 'kg/m3', 'EN 1936'),
    waterAbsorption: m(1.1, '%', 'EN 13755'),
    compressiveStrength: m(60, 'MPa', 'EN 1926'),
    flexuralStrength: m(8.2, 'MPa', 'EN 12372'),
    abrasion: m(14, 'Ha', 'ASTM C241'),
    ...overrides,
  });

  it('a sound travertine meets C1527 for exterior and interior use', () => {
    const v = astmVerdict(travertine());
    expect(v?.spec).toBe('C1527');
    expect(v?.uses.map((u) => [u.use, u.status])).toEqual([
      ['exterior', 'meets'],
      ['interior', 'meets'],
    ]);
    expect(v?.floors.status).toBe('meets');
  });

  it('a weaker travertine meets C1527 inside only, naming the missed exterior minimum', () => {
    const v = astmVerdict(travertine({ compressiveStrength: m(6000, 'psi', 'ASTM C170') }));
    expect(v?.uses[0]).toMatchObject({
      use: 'exterior',
      status: 'fails',
      failures: [{ requirement: 'compressiveStrength', kind: 'min', value: 52 }],
    });
    expect(v?.uses[1].status).toBe('meets');
  });

  it('marble absorbing 0.3 % is above the C503 limit; a missing value makes the check incomplete', () => {
    const marble: TechnicalData = {
      stone: 'marble',
      density: m(2700, 'kg/m3', 'EN 1936'),
      waterAbsorption: m(0.3, '%', 'EN 13755'),
      compressiveStrength: m(90, 'MPa', 'EN 1926'),
      flexuralStrength: m(12, 'MPa', 'EN 12372'),
    };
    expect(astmVerdict(marble)?.uses[0]).toMatchObject({
      status: 'fails',
      failures: [{ requirement: 'waterAbsorption', kind: 'max', value: 0.2, measured: 0.3 }],
      missing: [],
    });
    const untested = astmVerdict({ ...marble, waterAbsorption: m(0.1, '%', 'EN 13755'), compressiveStrength: null });
    expect(untested?.uses[0]).toMatchObject({ status: 'incomplete', missing: ['compressiveStrength'] });
    // Dolomite marble has a higher minimum density.
    expect(
      astmVerdict({ ...marble, waterAbsorption: m(0.1, '%', 'EN 13755'), marbleClass: 'dolomite' })?.uses[0],
    ).toMatchObject({ status: 'fails', failures: [{ requirement: 'density', value: 2800 }] });
  });

  it('limestone is judged in the C568 class its density puts it in', () => {
    const limestone: TechnicalData = {
      stone: 'limestone',
      density: m(2300, 'kg/m3', 'EN 1936'),
      waterAbsorption: m(5, '%', 'EN 13755'),
      compressiveStrength: m(30, 'MPa', 'EN 1926'),
      flexuralStrength: m(4, 'MPa', 'EN 12372'),
    };
    expect(astmVerdict(limestone)).toMatchObject({ spec: 'C568', astmClass: 'medium', uses: [{ status: 'meets' }] });
    expect(astmVerdict({ ...limestone, density: m(2600, 'kg/m3', 'EN 1936') })).toMatchObject({
      astmClass: 'high',
      uses: [{ status: 'fails' }],
    });
    expect(astmVerdict({ ...limestone, density: null })?.uses[0]).toMatchObject({
      status: 'incomplete',
      missing: ['density'],
    });
  });

  it('an EN 14157 groove in mm cannot stand for the abrasion hardness the standards ask', () => {
    expect(astmVerdict(travertine({ abrasion: m(20, 'mm', 'EN 14157') }))?.floors).toMatchObject({
      status: 'missing',
      measured: null,
    });
  });

  it('no ASTM specification for onyx, basalt, quartz or glass', () => {
    expect(astmVerdict({ stone: 'onyx', density: m(2700, 'kg/m3', 'EN 1936') })).toBeNull();
  });

  it('every sample product gets a verdict of its own kind without throwing', () => {
    const statuses = new Set<string>();
    for (const file of fs.readdirSync(path.join(dataDir, 'products'))) {
      const raw = JSON.parse(fs.readFileSync(path.join(dataDir, 'products', file), 'utf8')).technical;
      const v = raw ? astmVerdict(technicalFromQuery(raw)!) : null;
      v?.uses.forEach((u) => statuses.add(`${v.spec}:${u.use}:${u.status}`));
    }
    // Sample values vary: some stones meet their standard, some miss a limit.
    expect([...statuses].filter((s) => s.endsWith(':meets')).length).toBeGreaterThan(0);
    expect([...statuses].filter((s) => s.endsWith(':fails')).length).toBeGreaterThan(0);
  });
});

describe('Product JSON-LD additionalProperty', () => {
  it('gives PropertyValue nodes with UN/CEFACT unit codes and the standard', () => {
    const nodes = technicalJsonLd(
      {
        stone: 'travertine',
        density: m(153, 'lb/ft3', 'ASTM C97'),
        slipResistance: [{ ...m(0.45, 'DCOF', 'ANSI A326.3'), finish: 'honed' }],
      },
      (key, vars) => `${key}${vars?.finish ? `:${vars.finish}` : ''}`,
      { honed: 'Honed' },
    );
    expect(nodes).toEqual([
      expect.objectContaining({
        name: 'property.density',
        value: 153,
        unitCode: '87',
        measurementTechnique: 'ASTM C97',
      }),
      expect.objectContaining({ name: 'property.slipResistance:Honed', value: 0.45, unitCode: 'C62' }),
    ]);
    for (const n of nodes ?? []) expect(validateNode(n)).toEqual([]);
    expect(unitCodes['kg/m3']).toBe('KMQ');
    expect(technicalJsonLd({ stone: 'glass' }, (k) => k)).toBeUndefined();
  });
});
