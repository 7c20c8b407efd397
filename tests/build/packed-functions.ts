// The functions the build tests' global setup packed (global-setup.ts): what the packer reported of each.
import fs from 'fs';
import type { PackedFunction } from '../../scripts/pack-functions';

export function packedFunctions(): PackedFunction[] {
  const report = process.env.PACKED_FUNCTIONS;
  if (!report || !fs.existsSync(report))
    throw new Error('the functions were not packed: run the build tests with tests/build/jest.config.js');
  return JSON.parse(fs.readFileSync(report, 'utf8')) as PackedFunction[];
}
