// What every part of one `npm run bench` run shares: the checkout's paths, the log line, and the cleanups that
// scripts/bench.ts runs on every exit (Ctrl-C included): restore the changed product file, remove temporary data,
// stop children.
import path from 'path';
import type { ChildProcess } from 'child_process';
import { debianChromium } from './ensure-chromium';

export const root = path.resolve(__dirname, '..');
export const benchDir = path.join(root, 'bench');
export const publicDir = path.join(root, 'public');
export const gatsbyBin = path.join(root, 'node_modules', '.bin', 'gatsby');
export const chromePath = process.env.CHROME_PATH ?? debianChromium;

/** What to undo on exit, by name; a part that undoes its own work deletes its entry. */
export const cleanups = new Map<string, () => void>();

/** Runs the cleanups not yet run, the last registered first. */
export function runCleanups() {
  for (const [name, fn] of [...cleanups].reverse()) {
    try {
      fn();
    } catch (e) {
      console.error(`cleanup ${name}: ${(e as Error).message}`);
    }
    cleanups.delete(name);
  }
}

export const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

/** Stops a child started with `detached: true` together with its own children (its process group). */
export function killTree(child: ChildProcess) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}
