// `npm run check:data`: validates data/ and prints one line per problem (file, JSON path, reason); exits 1 on any.
// Warnings (a USA hold whose last day has passed) are printed too, and fail nothing.
import path from 'path';
import { checkData, formatProblems } from '../src/checks/validate';
import { checkReports } from '../src/checks/check-report';

const args = process.argv.slice(2);
const dataDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(__dirname, '..', 'data'));
const { problems, warnings } = checkData(dataDir, {
  requireGeneratedImages: args.includes('--images'),
  staticDir: path.join(__dirname, '..', 'static'),
});
checkReports(args, dataDir, { problems, warnings }); // --coverage table, GitHub annotations and job summary
if (warnings.length) console.warn(`${formatProblems(warnings, 'warning: ')}\n`);
if (problems.length) {
  console.error(formatProblems(problems));
  console.error(`\n${problems.length} problem(s) in ${dataDir}`);
  process.exit(1);
}
console.log(`data OK: ${dataDir}`);
