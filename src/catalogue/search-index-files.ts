// Where the search index files are and how they are written and read (build and search function only: Node's fs).
import fs from 'fs';
import path from 'path';
import type { Lang } from '../i18n/languages';
import type { SearchIndexFile } from './search-index';

/** Folder of the index files inside the published folder (the host's function bundle includes it: netlify.toml). */
export const searchIndexDir = 'search-data';

export const searchIndexFile = (publicDir: string, lang: Lang) => path.join(publicDir, searchIndexDir, `${lang}.json`);

export function writeSearchIndex(publicDir: string, index: SearchIndexFile): string {
  const file = searchIndexFile(publicDir, index.lang);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(index));
  return file;
}

export function readSearchIndex(publicDir: string, lang: Lang): SearchIndexFile {
  return JSON.parse(fs.readFileSync(searchIndexFile(publicDir, lang), 'utf8')) as SearchIndexFile;
}
