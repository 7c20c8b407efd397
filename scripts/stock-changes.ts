// `npm run stock:changes -- [base]`: the USA stock lots that differ between a git revision (default: origin/main, else
// HEAD) and the working tree, as a table of item, lot, from, to (src/usa/lot-changes.ts). On GitHub Actions the table
// is also the job's summary, so a pull request from /admin/ that marks a lot held or sold reads as one line per lot.
import fs from 'fs';
import path from 'path';
import { execFileSync } from 'child_process';
import { stockChanges, stockChangesMarkdown, type ItemLots } from '../src/usa/lot-changes';
import type { Lot } from '../src/usa/lots';

const root = path.resolve(__dirname, '..');
const dir = 'data/usa-stock';
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
const revisionExists = (rev: string) => {
  try {
    git('rev-parse', '--verify', '--quiet', `${rev}^{commit}`);
    return true;
  } catch {
    return false;
  }
};

const asked = process.argv[2];
const base = asked ?? (revisionExists('origin/main') ? 'origin/main' : 'HEAD');
if (!revisionExists(base)) {
  console.error(`stock:changes: no revision "${base}" (fetch it first, e.g. git fetch origin main)`);
  process.exit(2);
}

const itemOf = (file: string, text: string): ItemLots => {
  try {
    const json = JSON.parse(text) as { sku?: string; lots?: Lot[] };
    return { sku: json.sku ?? file, file, lots: json.lots ?? [] };
  } catch (e) {
    throw new Error(`${dir}/${file}: not JSON (${(e as Error).message}); npm run check:data names the line`);
  }
};
const before = git('ls-tree', '--name-only', `${base}:${dir}`)
  .split('\n')
  .filter((n) => n.endsWith('.json'))
  .map((n) => itemOf(n, git('show', `${base}:${dir}/${n}`)));
const after = fs
  .readdirSync(path.join(root, dir))
  .filter((n) => n.endsWith('.json'))
  .map((n) => itemOf(n, fs.readFileSync(path.join(root, dir, n), 'utf8')));

const markdown = stockChangesMarkdown(stockChanges(before, after));
console.log(`Compared with ${base}:\n\n${markdown}`);
if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${markdown}\n`);
