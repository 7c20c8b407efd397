// Pure parts of the interactions part of `npm run bench` (scripts/bench-interactions.ts): what one interaction's Event
// Timing entries say, the median of the tries, the last run's figures kept in bench/ and the report's table.
// No Chromium here, so the unit tests can cover it.
import fs from 'fs';
import type { Lang } from '../src/i18n/languages';
import { familyLabels, median, type Family } from './bench-pages-lib';

/** web.dev's "good" bound for an interaction (INP), the bench's target for each one. */
export const interactionBudgetMs = 100;
/** The smallest `durationThreshold` the Event Timing API takes: shorter events are not reported at all. */
export const eventThresholdMs = 16;
/** Lighthouse's mobile CPU: the page runs on a CPU this many times slower than the machine's. */
export const cpuSlowdown = 4;

/** An Event Timing entry as the page reports it (PerformanceEventTiming, the fields the bench reads). */
export interface EventEntryLike {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** One try of one interaction: its worst event, or null when no event reached the threshold. */
export interface InteractionTry {
  ms: number | null;
  /** Set when the step could not be done (an element missing, a wait timed out): the try is left out. */
  failed?: string;
  /** The worst event's name and its parts: input delay, processing, and presentation (to the next paint). */
  event?: string;
  inputDelayMs?: number;
  processingMs?: number;
  presentationMs?: number;
}

export interface InteractionResult {
  family: Family;
  lang: Lang;
  /** What the visitor does, e.g. "filter: tick a category". */
  name: string;
  /** Which copy of the site, when two are compared in one run (before / after a change). */
  variant?: string;
  tries: InteractionTry[];
}

/**
 * The worst event of the interactions that began at or after `since` (an interaction's events share its
 * interactionId; several interactions, e.g. the keys of a typed word, count as one step and its worst counts).
 */
export function worstEvent(entries: readonly EventEntryLike[], since: number): InteractionTry {
  const own = entries.filter((e) => e.interactionId > 0 && e.startTime >= since);
  if (!own.length) return { ms: null };
  const worst = own.reduce((a, b) => (b.duration > a.duration ? b : a));
  return {
    ms: worst.duration,
    event: worst.name,
    inputDelayMs: worst.processingStart - worst.startTime,
    processingMs: worst.processingEnd - worst.processingStart,
    presentationMs: worst.startTime + worst.duration - worst.processingEnd,
  };
}

/** Median of the tries; a try with no event over the threshold counts as 0 (it was shorter than that). */
export function interactionMedian(tries: readonly InteractionTry[]): number | null {
  const measured = tries.filter((t) => !t.failed);
  return measured.length ? median(measured.map((t) => t.ms ?? 0)) : null;
}

/** The median try (the one whose figure is the median), for its event's parts. */
export function medianTry(tries: readonly InteractionTry[]): InteractionTry | undefined {
  const m = interactionMedian(tries);
  return tries.find((t) => !t.failed && (t.ms ?? 0) === m);
}

/**
 * The variant of the same page without scripts: the interactions the browser does by itself there (a <details> menu
 * opening) are measured on it too, as the floor the page's scripts add to.
 */
export const withoutScripts = 'no-JS';

export const interactionKey = (r: Pick<InteractionResult, 'family' | 'lang' | 'name' | 'variant'>) =>
  `${r.variant ? `${r.variant} ` : ''}${r.family} ${r.lang} ${r.name}`;

/** The last figures of every interaction ever measured (bench/interactions.json), by key; {} when there is none. */
export function readLastInteractions(file: string): Record<string, { date: string; medianMs: number | null }> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { date: string; medianMs: number | null }>;
  } catch {
    return {};
  }
}

/** The kept figures with this run's put over them (an interaction not measured this time keeps its last figure). */
export function withThisRun(
  last: Record<string, { date: string; medianMs: number | null }>,
  results: readonly InteractionResult[],
  date: string,
): Record<string, { date: string; medianMs: number | null }> {
  const next = { ...last };
  for (const r of results) next[interactionKey(r)] = { date, medianMs: interactionMedian(r.tries) };
  return next;
}

const ms = (v: number | null | undefined) =>
  v == null ? '–' : v < eventThresholdMs ? `< ${eventThresholdMs}` : v.toFixed(0);

/**
 * The table: per family and language, each interaction's median of the tries (bold over the budget), every try, the
 * median try's worst event split into its parts, the same interaction's median on the page without scripts where the
 * browser does it there by itself, and the last run's median beside it.
 */
export function interactionTable(
  results: readonly InteractionResult[],
  last: Record<string, { date: string; medianMs: number | null }>,
): string[] {
  const lines = [
    '| family | lang | interaction | median ms | tries ms | worst event: delay / processing / to paint ms | without scripts ms | last run ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const noScripts = new Map(
    results.filter((r) => r.variant === withoutScripts).map((r) => [interactionKey({ ...r, variant: undefined }), r]),
  );
  for (const r of results) {
    if (r.variant === withoutScripts) continue;
    const bare = noScripts.get(interactionKey(r));
    const m = interactionMedian(r.tries);
    const t = medianTry(r.tries);
    const parts =
      t?.ms == null
        ? '–'
        : `${t.event} ${(t.inputDelayMs ?? 0).toFixed(0)} / ${(t.processingMs ?? 0).toFixed(0)} / ${(t.presentationMs ?? 0).toFixed(0)}`;
    const before = last[interactionKey(r)];
    const cell = m == null ? '–' : m > interactionBudgetMs ? `**${ms(m)}**` : ms(m);
    lines.push(
      `| ${familyLabels[r.family]} | ${r.lang} | ${r.name} | ${cell} | ${r.tries.map((x) => (x.failed ? 'failed' : ms(x.ms ?? 0))).join(', ')} | ${parts} | ` +
        `${bare ? ms(interactionMedian(bare.tries)) : '–'} | ` +
        `${before ? `${ms(before.medianMs)} (${before.date.slice(0, 10)})` : '–'} |`,
    );
  }
  return lines;
}
