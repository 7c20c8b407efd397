// Runs npm scripts at the same time and fails when any fails: `npm test` runs the type check, the linter and the
// integration tests side by side (each uses one CPU: 45 + 88 → 96 s here), and after the build the build tests beside
// the browser tests (both only read the build; the browser tests leave much of the CPU idle while pages load). Each
// script's output is printed whole when it ends, not interleaved.
import { spawn } from 'child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        const text = Buffer.concat(output).toString('utf8');
        const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
        process.stdout.write(`\n> npm run ${name}: ${outcome}\n${text}`);
        resolve(code === 0);
      });
    }),
);

const passed = await Promise.all(runs);
process.exit(passed.every(Boolean) ? 0 : 1);
