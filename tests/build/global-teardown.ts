// Removes the functions packed once for the build tests (global-setup.ts).
import fs from 'fs';
import path from 'path';

export default function removePacked(): void {
  const report = process.env.PACKED_FUNCTIONS;
  if (report) fs.rmSync(path.dirname(report), { recursive: true, force: true });
}
