// /admin/'s rules (rules.js, built by build.ts): the data check run in the browser on the entry being saved, and the
// clean-up of emptied fields, for admin.js's preSave handler. Loaded by /admin/ only.
import { cleanEntry } from './clean';
import { deleteProblems, entryDeleted, entryProblems, entrySaved, mountSnapshot } from './entry-check';
import { problemLine } from './describe';
import { adoptDuplicate } from './duplicate';
import type { CheckSnapshot } from './snapshot';
import { writeVirtualFile } from './virtual-fs';
import { photoMarker } from './photo-shim';

let ready: Promise<void> | undefined;

const rules = {
  cleanEntry,
  adoptDuplicate,
  problemLine,
  entrySaved,
  entryProblems,
  deleteProblems,
  entryDeleted,
  mount: mountSnapshot,
  /** A photo uploaded with the entry (data/images/…), by the size the browser read from it, or why it cannot be shown. */
  addPhoto(file: string, header: { width: number; height: number; format: string } | string): void {
    writeVirtualFile(`/${file.replace(/^\/+/, '')}`, photoMarker + JSON.stringify(header));
  },
  /** Fetches the files the check reads (check-data.json beside /admin/), once. */
  load(url = 'check-data.json'): Promise<void> {
    ready ??= fetch(url)
      .then((r) => {
        if (!r.ok) throw new Error(`${url}: ${r.status}`);
        return r.json() as Promise<CheckSnapshot>;
      })
      .then(mountSnapshot);
    return ready;
  },
};

(window as unknown as { CMS_RULES: typeof rules }).CMS_RULES = rules;
