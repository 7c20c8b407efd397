// The interactions part of `npm run bench`: each page family's main interactions (filters, menus, language picker,
// tabs, gallery, add to quote, visualizer controls, typing in a form field) done in Debian's Chromium on a phone's
// screen at 4× CPU slowdown, each timed by the Event Timing API (the worst event of the interaction, as INP counts
// it). Rounds over all pages (all of them once, then again, each beside its copy without scripts) so a burst of load
// on the machine does not hit one page every time; a fresh browser context for every page load. The steps are in
// bench-interactions-steps.ts, their floors (the page's copy without scripts) in bench-interactions-floors.ts, the pure
// parts in bench-interactions-lib.ts.
import { chromium, type Browser, type Page } from 'playwright';
import type { Lang } from '../src/i18n/languages';
import type { Family } from './bench-pages-lib';
import {
  cpuSlowdown,
  eventThresholdMs,
  worstEvent,
  type EventEntryLike,
  type InteractionResult,
  type InteractionTry,
  withoutScripts,
} from './bench-interactions-lib';
import { chromePath, cleanups, log } from './bench-run';
import { familySteps, waitMs, type Step, type Tools } from './bench-interactions-steps';

export type Screen = 'phone' | 'desktop';

/** Collects every Event Timing entry with an interaction, from before the page's own scripts run. */
function observeEvents(threshold: number) {
  const w = window as unknown as { __benchEvents: unknown[] };
  w.__benchEvents = [];
  new PerformanceObserver((list) => {
    // TypeScript's DOM types lack interactionId (Event Timing level 2).
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      if (e.interactionId)
        w.__benchEvents.push({
          name: e.name,
          interactionId: e.interactionId,
          startTime: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        });
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchEvents: EventEntryLike[] }).__benchEvents);

/** Waits until the page has been idle for a moment (no pending work from the page load or the last step). */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 3000 })),
  );
}

async function measure(page: Page, step: Step, tools: Tools): Promise<InteractionTry> {
  await settle(page);
  const since = await page.evaluate(() => performance.now());
  try {
    await step.act(page, tools);
  } catch (e) {
    return { ms: null, failed: (e as Error).message.split('\n')[0] };
  }
  // Entries are reported after the paint that follows the event: wait until none has come for 500 ms.
  let seen = -1;
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(250);
    const n = (await events(page)).length;
    if (n === seen) break;
    seen = n;
  }
  return worstEvent(await events(page), since);
}

const screens = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

/** Whether a family has a step that is measured on its page without scripts too. */
export const hasStepsWithoutScripts = (family: Family) => familySteps[family].some((s) => s.withoutScripts);

/**
 * One visit: load the page, wait for hydration, do the family's steps in order. On the page without scripts
 * (`scripts` false): load it and do only the steps the browser does by itself there.
 */
async function visit(browser: Browser, url: string, family: Family, lang: Lang, screen: Screen, scripts: boolean) {
  const context = await browser.newContext({ ...screens[screen], locale: lang });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeEvents, eventThresholdMs);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const steps = familySteps[family].filter((s) => (screen === 'phone' || !s.phone) && (scripts || s.withoutScripts));
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      if (scripts) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    } catch (e) {
      // A page that did not load in time (a burst of load on the machine) loses this round's tries, not the run.
      const failed = `page: ${(e as Error).message.split('\n')[0]}`;
      return steps.map((step) => ({ name: step.name, result: { ms: null, failed } }));
    }
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    if (!scripts)
      for (const step of steps) if (typeof step.withoutScripts === 'function') await step.withoutScripts(page, lang);
    const tools: Tools = {
      lang,
      // Scrolled to first and idle again, as a visitor scrolls and then taps: the work a scroll starts (Gatsby's
      // prefetch of the links that came into view) is not the tap's.
      // The tap or click itself goes to the browser's input directly, at the target's centre: Playwright's own
      // tap()/click() first adds listeners and hit tests to the page to check its target (measured: 8 ms of the
      // pointerdown's 11 at 4× CPU), which a visitor's tap does not pay.
      press: async (target) => {
        await target.scrollIntoViewIfNeeded({ timeout: waitMs });
        await settle(page);
        const box = await target.boundingBox({ timeout: waitMs });
        if (!box) throw new Error('the target has no box');
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        await (screen === 'phone' ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
      },
    };
    const out: { name: string; result: InteractionTry }[] = [];
    for (const step of steps) out.push({ name: step.name, result: await measure(page, step, tools) });
    return out;
  } finally {
    await context.close();
  }
}

/** `runs` rounds over the targets; each interaction's tries, in target and step order. */
export async function interactionRuns(
  runs: number,
  targets: { family: Family; lang: Lang; url: string; variant?: string }[],
  screen: Screen = 'phone',
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  cleanups.set('interactions browser', () => void browser.close());
  const results = new Map<string, InteractionResult>();
  try {
    for (let run = 1; run <= runs; run++) {
      // Every other run backwards: a visit right after a heavy one (the visualizer) shares the CPU with that page's
      // teardown (measured: the home page's menu 224–272 ms first in a round, 136–176 alone), so no page and no floor
      // always comes first after the same one.
      for (const t of run % 2 ? targets : [...targets].reverse()) {
        const tries = await visit(browser, t.url, t.family, t.lang, screen, t.variant !== withoutScripts);
        for (const { name, result } of tries) {
          const key = `${t.variant ?? ''}|${t.family}|${t.lang}|${name}`;
          const r = results.get(key) ?? { family: t.family, lang: t.lang, name, variant: t.variant, tries: [] };
          r.tries.push(result);
          results.set(key, r);
        }
        log(
          `interactions ${run}/${runs} ${t.variant ? `${t.variant} ` : ''}${t.family} ${t.lang}: ` +
            tries
              .map(({ name, result: r }) => `${name} ${r.failed ? 'failed' : (r.ms ?? `<${eventThresholdMs}`)}`)
              .join('; '),
        );
      }
    }
  } finally {
    await browser.close();
    cleanups.delete('interactions browser');
  }
  return [...results.values()];
}
