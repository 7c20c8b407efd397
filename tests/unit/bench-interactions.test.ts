// npm run bench, interactions part: which Event Timing entry stands for an interaction, the median of the tries, the
// figures kept from the last run, and the report's table.
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  interactionMedian,
  interactionTable,
  readLastInteractions,
  withThisRun,
  withoutScripts,
  worstEvent,
  type EventEntryLike,
  type InteractionResult,
} from '../../scripts/bench-interactions-lib';

const entry = (name: string, interactionId: number, startTime: number, duration: number): EventEntryLike => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart: startTime + 4,
  processingEnd: startTime + 10,
});

describe('worstEvent', () => {
  it('takes the longest event of the interactions begun since the step started, with its parts', () => {
    const entries = [
      entry('click', 5, 100, 300), // an earlier step's
      entry('pointerdown', 9, 1000, 40),
      entry('click', 9, 1020, 120),
      entry('keydown', 11, 1500, 64),
    ];
    expect(worstEvent(entries, 1000)).toEqual({
      ms: 120,
      event: 'click',
      inputDelayMs: 4,
      processingMs: 6,
      presentationMs: 110,
    });
  });

  it('is null when no event of an interaction reached the threshold', () => {
    expect(worstEvent([entry('click', 5, 100, 300), entry('mouseover', 0, 1200, 50)], 1000)).toEqual({ ms: null });
  });
});

describe('interactionMedian', () => {
  it('counts a try below the threshold as 0 and leaves failed tries out', () => {
    expect(interactionMedian([{ ms: 120 }, { ms: null }, { ms: 80 }])).toBe(80);
    expect(interactionMedian([{ ms: 120 }, { ms: null, failed: 'timeout' }, { ms: 80 }])).toBe(100);
    expect(interactionMedian([{ ms: null, failed: 'timeout' }])).toBeNull();
  });
});

describe('the figures kept from the last run', () => {
  const result = (name: string, ms: (number | null)[]): InteractionResult => ({
    family: 'usaStock',
    lang: 'ar',
    name,
    tries: ms.map((v) => ({ ms: v, event: 'click', inputDelayMs: 2, processingMs: 30, presentationMs: 20 })),
  });

  it('are read back as written, this run over the last, an interaction not measured now keeping its figure', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-interactions-'));
    const file = path.join(dir, 'interactions.json');
    expect(readLastInteractions(file)).toEqual({});
    const last = { 'usaStock ar filter: tick a category': { date: '2026-11-25T10:00:00Z', medianMs: 272 } };
    const other = { 'home en menu: open': { date: '2026-11-25T10:00:00Z', medianMs: 40 } };
    const next = withThisRun({ ...last, ...other }, [result('filter: tick a category', [56, 64, 48])], '2026-11-27');
    fs.writeFileSync(file, JSON.stringify(next));
    expect(readLastInteractions(file)).toEqual({
      'usaStock ar filter: tick a category': { date: '2026-11-27', medianMs: 56 },
      ...other,
    });
    fs.rmSync(dir, { recursive: true });
  });

  it('stand beside this run in the table; a median over 100 ms is bold, below the threshold says so', () => {
    const table = interactionTable(
      [result('filter: tick a category', [280, 272, 304]), result('filter: clear all', [null, null, 24])],
      { 'usaStock ar filter: tick a category': { date: '2026-11-25T10:00:00Z', medianMs: 272 } },
    );
    expect(table[2]).toBe(
      '| USA stock | ar | filter: tick a category | **280** | 280, 272, 304 | click 2 / 30 / 20 | – | 272 (2026-11-25) |',
    );
    expect(table[3]).toBe('| USA stock | ar | filter: clear all | < 16 | < 16, < 16, 24 | – | – | – |');
  });

  it('put the same interaction on the page without scripts beside it, and keep its figure apart', () => {
    const bare = { ...result('menu: open', [104, 96, 112]), variant: withoutScripts };
    const table = interactionTable([result('menu: open', [160, 152, 176]), bare], {});
    expect(table).toHaveLength(3);
    expect(table[2]).toBe('| USA stock | ar | menu: open | **160** | 160, 152, 176 | click 2 / 30 / 20 | 104 | – |');
    const next = withThisRun({}, [result('menu: open', [160, 152, 176]), bare], '2026-11-27');
    expect(next).toEqual({
      'usaStock ar menu: open': { date: '2026-11-27', medianMs: 160 },
      'no-JS usaStock ar menu: open': { date: '2026-11-27', medianMs: 104 },
    });
  });
});
