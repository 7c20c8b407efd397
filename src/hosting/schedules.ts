// The site's scheduled functions, read with the host's own libraries: a Netlify function's in-source
// `config.schedule` (netlify/functions/, read by @netlify/zip-it-and-ship-it) and any `[functions."<id>"] schedule` of
// netlify.toml (@netlify/config); run on their cron schedules by the local host as the host runs them: a POST whose
// body names the next run.
import cronParser from 'cron-parser';
import { userFunctionsDir } from './user-functions';

export interface Schedule {
  functionId: string;
  cron: string;
}

/** The schedules the host's build finds: in the functions' own config, then in netlify.toml. */
export async function schedulesOf(root: string): Promise<Schedule[]> {
  // ES modules (@netlify/config with top-level await): loaded as such, not through require.
  const { resolveConfig } = await import('@netlify/config');
  const { listFunctions } = await import('@netlify/zip-it-and-ship-it');
  const { config } = (await resolveConfig({ cwd: root, offline: true, mode: 'cli', context: 'production' })) as {
    config: { functions?: Record<string, { schedule?: string }> };
  };
  const own = (await listFunctions({ user: { directories: [userFunctionsDir(root)] } }, { parseISC: true }))
    .filter((f) => typeof f.schedule === 'string')
    .map((f) => ({ functionId: f.name, cron: f.schedule! }));
  const toml = Object.entries(config.functions ?? {})
    .filter(([id, f]) => id !== '*' && typeof f.schedule === 'string' && !own.some((o) => o.functionId === id))
    .map(([functionId, f]) => ({ functionId, cron: f.schedule! }));
  return [...own, ...toml];
}

/** The time of a schedule's next run after `from`. */
export const nextRun = (cron: string, from: Date): Date =>
  cronParser.parseExpression(cron, { currentDate: from, utc: true }).next().toDate();

/** The body the host posts to a scheduled function. */
export const scheduledBody = (next: Date) => JSON.stringify({ next_run: next.toISOString() });

/** Runs each schedule until stopped: `run` gets the function and the body of its call; a run never overlaps itself. */
export function runSchedules(
  schedules: Schedule[],
  run: (functionId: string, body: string) => Promise<unknown>,
): { stop(): void } {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const plan = (s: Schedule) => {
    if (stopped) return;
    const at = nextRun(s.cron, new Date());
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run(s.functionId, scheduledBody(nextRun(s.cron, at)))
        .catch((e: unknown) => console.error(`schedule ${s.functionId}:`, e))
        .finally(() => plan(s));
    }, at.getTime() - Date.now());
    timers.add(timer);
  };
  schedules.forEach(plan);
  return {
    stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
    },
  };
}
