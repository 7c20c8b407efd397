// `npm run load:contact -- --faults` at a small size: PostgreSQL stopped and started, SMTP down, the server killed,
// each mid-run. Every acknowledged post is a row, none twice, and the scheduled resend (here every 5 s instead of
// netlify.toml's five minutes) sends exactly the unsent ones, each once, with no command typed.
import path from 'path';
import { spawnSync } from 'child_process';

it('keeps every acknowledged inquiry through a database restart, a mail outage and a killed server', () => {
  const root = path.resolve(__dirname, '..', '..');
  // Its own process: the run starts, stops and restarts its own embedded PostgreSQL and contact servers.
  const run = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      'scripts/contact-load.ts',
      '--faults',
      '--connections',
      '10',
      '--posts-per-client',
      '4',
      '--mail-down-seconds',
      '5',
      '--resend-every-seconds',
      '5',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 170_000,
    },
  );
  const table = run.stdout;
  if (run.status !== 0) console.log(table, run.stderr);
  expect(run.status).toBe(0);
  const rows = table.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| run'));
  expect(rows).toHaveLength(3);
  const cells = rows.map((r) => r.split('|').map((c) => c.trim()));
  // posts = 200s = rows, no duplicates, nothing acknowledged and lost
  for (const c of cells) {
    expect(c[3]).toBe(c[2]);
    expect(c[7]).toBe(c[2]);
    expect(c[8]).toBe('0');
    expect(c[9]).toBe('0');
  }
  // The faults really happened: 503s while the database was down, unsent mail while SMTP was, cut connections when killed.
  expect(Number(cells[0][4])).toBeGreaterThan(0);
  expect(cells[1][10]).toMatch(/^[1-9]\d* \/ 0, all sent [\d.]+ min after \(each mail once\)$/);
  expect(Number(cells[2][6])).toBeGreaterThan(0);
}, 180_000);
