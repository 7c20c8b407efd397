// The data check (src/checks/validate.ts: schemas, references, lots, test values and every rule added to it) run on the
// entry being saved: over the files /admin/ was built with, the entry's file replaced by what the save would write.
// The problems are the entry file's own and any it causes in another file (a duplicate id is reported on either).
import { checkData, type Problem } from '../../checks/validate';
import { deleteVirtualFile, readVirtualFile, writeVirtualFile } from './virtual-fs';
import type { CheckSnapshot } from './snapshot';

export type { Problem };

const options = { staticDir: '/static' };
const key = (p: Problem) => `${p.file} ${p.pointer} ${p.message}`;
let baseline: Set<string> | undefined;

export function mountSnapshot(snapshot: CheckSnapshot): void {
  for (const [file, text] of Object.entries(snapshot)) writeVirtualFile(file, text);
  baseline = undefined;
}

/** The problems the build would report if `file` (relative to data/) held `text`; nothing is kept. */
export function entryProblems(file: string, text: string, today?: string): Problem[] {
  const run = () => checkData('/data', { ...options, ...(today ? { today } : {}) }).problems;
  if (!baseline) baseline = new Set(run().map(key));
  const at = `/data/${file}`;
  const previous = readVirtualFile(at);
  writeVirtualFile(at, text);
  try {
    return run().filter((p) => p.file === file || !baseline?.has(key(p)));
  } finally {
    if (previous === undefined) deleteVirtualFile(at);
    else writeVirtualFile(at, previous);
  }
}

/** What deleting `file` would break elsewhere: the problems it causes in other files (a reference to it). */
export function deleteProblems(file: string, today?: string): Problem[] {
  const run = () => checkData('/data', { ...options, ...(today ? { today } : {}) }).problems;
  if (!baseline) baseline = new Set(run().map(key));
  const at = `/data/${file}`;
  const previous = readVirtualFile(at);
  if (previous === undefined) return [];
  deleteVirtualFile(at);
  try {
    return run().filter((p) => p.file !== file && !baseline?.has(key(p)));
  } finally {
    writeVirtualFile(at, previous);
  }
}

/** An entry was deleted: later checks no longer see it. */
export function entryDeleted(file: string): void {
  deleteVirtualFile(`/data/${file}`);
  baseline = undefined;
}

/** A save went through: later checks see the file as saved. */
export function entrySaved(file: string, text: string): void {
  writeVirtualFile(`/data/${file}`, text);
  baseline = undefined;
}
