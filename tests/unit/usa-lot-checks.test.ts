// check:data on USA stock lots (src/checks/validate-lots.ts): each refusal names the file, the lot and the reason; a hold
// whose last day has passed is a warning, printed and annotated on the pull request as one, and fails nothing.
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { checkData, formatProblems, validateData } from '../../src/checks/validate';
import { annotations } from '../../src/checks/annotations';
import { checkSiteData } from '../../src/node/check-data';
import { warehouseDate } from '../../src/usa/lots';

const root = path.resolve(__dirname, '..', '..');
const dataDir = path.join(root, 'data');
const today = '2026-12-05';
const item = 'usa-stock/5001.json'; // ivory travertine 12x24: 10 sq ft boxes, 64 boxes (640 sq ft) a crate
const holdDays = JSON.parse(fs.readFileSync(path.join(dataDir, 'usa.json'), 'utf8')).terms.holdDays as number;

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of data/ (photos linked, not copied) whose item 5001 has exactly these lots. */
function withLots(lots: Record<string, unknown>[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lots-'));
  made.push(dir);
  fs.cpSync(dataDir, dir, { recursive: true, filter: (src) => !src.startsWith(path.join(dataDir, 'images')) });
  fs.symlinkSync(path.join(dataDir, 'images'), path.join(dir, 'images'));
  const file = path.join(dir, item);
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  json.lots = lots;
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  return dir;
}

const available = {
  lot: 'TRV2607-11',
  shade: 'A48',
  crates: 2,
  boxes: 5,
  sqft: 1330,
  location: 'A-03',
  status: 'available',
};
const held = {
  ...available,
  lot: 'TRV2609-02',
  status: 'held',
  holdFrom: '2026-12-01',
  holdUntil: '2026-12-20',
  reference: 'H-2612-004',
};
const sold = { ...available, lot: 'TRV2605-17', crates: 0, boxes: 0, sqft: 0, status: 'sold', reference: 'SO-48001' };
const lines = (dir: string) => formatProblems(validateData(dir, { today })).split('\n');

describe('check:data on USA stock lots', () => {
  it('accepts available, held (whole or in part) and sold lots', () => {
    const dir = withLots([available, held, { ...held, lot: 'TRV2609-03', heldCrates: 1, heldBoxes: 2 }, sold]);
    expect(checkData(dir, { today })).toEqual({ problems: [], warnings: [] });
  });

  it(`refuses a hold longer than holdDays (${holdDays}) from its start`, () => {
    const until = new Date(Date.UTC(2026, 11, 1 + holdDays + 1)).toISOString().slice(0, 10);
    const dir = withLots([available, { ...held, holdUntil: until }]);
    expect(lines(dir)).toEqual([
      `data/${item} /lots/1/holdUntil: lot TRV2609-02: hold of ${holdDays + 1} days (2026-12-01 to ${until}) is longer than the ${holdDays} days the terms allow (usa.json terms.holdDays)`,
    ]);
    // Exactly holdDays is allowed.
    const limit = new Date(Date.UTC(2026, 11, 1 + holdDays)).toISOString().slice(0, 10);
    expect(validateData(withLots([{ ...held, holdUntil: limit }]), { today })).toEqual([]);
  });

  it('follows holdDays in usa.json', () => {
    const dir = withLots([held]); // 19 days
    const usa = path.join(dir, 'usa.json');
    const json = JSON.parse(fs.readFileSync(usa, 'utf8'));
    json.terms.holdDays = 14;
    fs.writeFileSync(usa, JSON.stringify(json, null, 2));
    expect(lines(dir)).toContainEqual(
      `data/${item} /lots/0/holdUntil: lot TRV2609-02: hold of 19 days (2026-12-01 to 2026-12-20) is longer than the 14 days the terms allow (usa.json terms.holdDays)`,
    );
  });

  it('refuses a hold that ends before it starts, or on a day that is not in the calendar', () => {
    expect(lines(withLots([{ ...held, holdUntil: '2026-11-30' }]))).toEqual([
      `data/${item} /lots/0/holdUntil: lot TRV2609-02: hold ends (2026-11-30) before it starts (2026-12-01)`,
    ]);
    expect(lines(withLots([{ ...held, holdUntil: '2026-11-31' }]))).toEqual([
      `data/${item} /lots/0/holdUntil: lot TRV2609-02: 2026-11-31 is not a date`,
    ]);
  });

  it('refuses held quantities over the lot’s quantity', () => {
    expect(lines(withLots([{ ...held, heldCrates: 3 }]))).toEqual([
      `data/${item} /lots/0/heldCrates: lot TRV2609-02: holds 3 crate(s), the lot has 2`,
    ]);
    // 2 crates and 5 boxes are 133 boxes; 2 crates and 6 boxes are one more.
    expect(lines(withLots([{ ...held, heldCrates: 2, heldBoxes: 6 }]))).toEqual([
      `data/${item} /lots/0/heldBoxes: lot TRV2609-02: holds 134 box(es), the lot has 133`,
    ]);
    expect(lines(withLots([{ ...held, heldCrates: 0, heldBoxes: 0 }]))).toEqual([
      `data/${item} /lots/0/heldCrates: lot TRV2609-02: is on hold but the hold covers nothing`,
    ]);
  });

  it('refuses a hold without its dates or reference, and a reference that is a name', () => {
    const { holdFrom: _from, reference: _reference, ...bare } = held;
    expect(lines(withLots([bare]))).toEqual([
      `data/${item} /lots/0/holdFrom: lot TRV2609-02: is on hold but has no holdFrom`,
      `data/${item} /lots/0/reference: lot TRV2609-02: is on hold but has no reference`,
    ]);
    expect(lines(withLots([{ ...held, reference: 'SMITH' }]))).toEqual([
      expect.stringMatching(new RegExp(`^data/${item} /lots/0/reference: must match pattern`)),
    ]);
  });

  it('refuses a sold lot with quantity left, naming what is left', () => {
    expect(lines(withLots([available, { ...sold, boxes: 4, sqft: 40 }]))).toEqual([
      `data/${item} /lots/1/boxes: lot TRV2605-17: is sold but has 0 crate(s), 4 box(es), 40 sq ft left: set them to 0`,
    ]);
  });

  it('refuses hold dates on a lot that is not on hold', () => {
    expect(
      lines(
        withLots([
          { ...available, holdUntil: '2026-12-20' },
          { ...sold, heldCrates: 1 },
        ]),
      ),
    ).toEqual([
      `data/${item} /lots/0/holdUntil: lot TRV2607-11: is available, so it has no holdUntil (only a lot on hold has)`,
      `data/${item} /lots/1/heldCrates: lot TRV2605-17: is sold, so it has no heldCrates (only a lot on hold has)`,
    ]);
  });

  it('refuses duplicate lot codes within an item, not across items', () => {
    expect(lines(withLots([available, held, { ...available, location: 'A-09' }]))).toEqual([
      `data/${item} /lots/2/lot: lot TRV2607-11: duplicate lot code (also /lots/0)`,
    ]);
    const other = JSON.parse(fs.readFileSync(path.join(dataDir, 'usa-stock/5002.json'), 'utf8')).lots[0].lot;
    expect(validateData(withLots([{ ...available, lot: other }]), { today })).toEqual([]);
  });

  it('refuses square feet that do not match the crates and boxes at the item’s packing', () => {
    expect(lines(withLots([{ ...available, sqft: 1300 }]))).toEqual([
      `data/${item} /lots/0/sqft: lot TRV2607-11: 1300 sq ft does not match 2 crate(s) and 5 box(es) of this item (1330 sq ft)`,
    ]);
  });

  describe('a hold whose last day has passed', () => {
    const dir = withLots([available, { ...held, holdUntil: '2026-12-04' }]);
    const warning = `data/${item} /lots/1/holdUntil: lot TRV2609-02: hold ended on 2026-12-04 (today is ${today}); the lot counts as available until it is released or sold`;

    it('is a warning, not a problem; on its last day it is neither', () => {
      expect(checkData(dir, { today })).toEqual({
        problems: [],
        warnings: [{ file: item, pointer: '/lots/1/holdUntil', message: expect.any(String) }],
      });
      expect(formatProblems(checkData(dir, { today }).warnings)).toBe(warning);
      expect(checkData(dir, { today: '2026-12-04' }).warnings).toEqual([]);
    });

    it('is annotated as a ::warning on the line of its holdUntil', () => {
      const text = fs.readFileSync(path.join(dir, item), 'utf8').split('\n');
      const line = text.findIndex((l) => l.includes('"holdUntil": "2026-12-04"')) + 1;
      expect(line).toBeGreaterThan(1);
      expect(annotations(checkData(dir, { today }).warnings, dir, 'data', 'warning')).toEqual([
        expect.stringMatching(
          new RegExp(`^::warning file=data/usa-stock/5001\\.json,line=${line},title=check%3Adata /lots/1/holdUntil::`),
        ),
      ]);
    });

    // The script and the build compare with the warehouse's real date: a hold that ended yesterday.
    const real = warehouseDate(new Date());
    const dayBefore = (date: string, days: number) =>
      new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    const ended = withLots([{ ...held, holdFrom: dayBefore(real, 10), holdUntil: dayBefore(real, 1) }]);

    it('is printed by npm run check:data, which passes, and annotated on GitHub Actions', () => {
      const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
      const run = spawnSync(process.execPath, [tsx, 'scripts/check-data.ts', ended], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: '' },
      });
      expect(run.status).toBe(0);
      expect(run.stderr).toContain(
        `warning: data/${item} /lots/0/holdUntil: lot TRV2609-02: hold ended on ${dayBefore(real, 1)} (today is ${real})`,
      );
      expect(run.stdout).toMatch(
        /^::warning file=data\/usa-stock\/5001\.json,line=\d+,title=check%3Adata \/lots\/0\/holdUntil::/m,
      );
      expect(run.stdout).not.toContain('::error');
      expect(run.stdout).toContain('data OK');
    }, 60_000);

    it('is a warning of the build, which goes on', () => {
      const seen: { warn: string[]; panic?: string } = { warn: [] };
      checkSiteData(ended, path.join(root, 'static'), {
        info: () => undefined,
        warn: (m) => seen.warn.push(m),
        panic: (m) => (seen.panic = m),
      });
      expect(seen.warn).toEqual([
        expect.stringContaining(`data/${item} /lots/0/holdUntil: lot TRV2609-02: hold ended`),
      ]);
      expect(seen.panic).toBeUndefined();
    });
  });
});
