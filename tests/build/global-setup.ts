// Packs the functions once for every build test that reads their archives (function-archives, function-freeze), the
// way the host's build does (scripts/pack-functions.ts: @netlify/build offline over the built site), instead of once
// per test file (~25 s each on CI). The archives' folder and the packer's report are handed to the tests through
// PACKED_FUNCTIONS (the workers inherit this process's environment); global-teardown.ts removes them.
import { execFile } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { promisify } from 'util';

const root = path.resolve(__dirname, '..', '..');

export default async function packOnce(): Promise<void> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'packed-functions-'));
  // In a process of its own: the host's libraries are ES modules that jest's module system cannot load.
  const { stdout } = await promisify(execFile)(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'scripts', 'pack-functions.ts'), '--json', '--dist', path.join(dist, 'functions')],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = path.join(dist, 'packed.json');
  fs.writeFileSync(report, stdout.trim().split('\n').pop()!);
  process.env.PACKED_FUNCTIONS = report;
}
