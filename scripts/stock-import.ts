// `npm run stock:import -- export.csv [--dry-run] [--date YYYY-MM-DD] [--data <folder>]`: applies the warehouse's stock
// export to data/usa-stock/ and data/usa.json (src/cms/stock-import.ts) and prints what changed; on any refusal it
// prints each (line, column, reason), writes nothing and exits 1. Columns: docs/usa-stock-import.md.
import fs from 'fs';
import path from 'path';
import { importStockExport } from '../src/cms/stock-import';
import { isIsoDate, warehouseDate } from '../src/usa/lots';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const valued = new Set(['--date', '--data']);
const file = args.find((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? ''));
const today = option('--date') ?? warehouseDate(new Date());
if (!file || !isIsoDate(today)) {
  console.error('usage: npm run stock:import -- export.csv [--dry-run] [--date YYYY-MM-DD] [--data <folder>]');
  process.exit(2);
}
const dataDir = path.resolve(option('--data') ?? path.join(__dirname, '..', 'data'));
const result = importStockExport(fs.readFileSync(file, 'utf8'), { dataDir, today, dryRun: args.includes('--dry-run') });
if (result.refusals.length) {
  console.error(result.refusals.map((r) => `${file} ${r}`).join('\n'));
  console.error(`\n${result.refusals.length} problem(s): nothing was changed.`);
  process.exit(1);
}
for (const warning of result.warnings) console.warn(`warning: ${file} ${warning}`);
console.log(`${file}: ${result.report}`);
