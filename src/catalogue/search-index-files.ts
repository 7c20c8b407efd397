// Where the search index and suggestion files are and how they are written and read (build and search function only: Node's fs).
import fs from 'fs';
import path from 'path';
import type { Lang } from '../i18n/languages';
import type { SearchIndexFile, SynonymsFile } from './search-index';
import { suggestionsDir, suggestionsFileName, type SuggestionsFile } from './search-suggestions';

/** Folder of the index files inside the published folder (the host's function bundle includes it: netlify.toml). */
export const searchIndexDir = 'search-data';

export const searchIndexFile = (publicDir: string, lang: Lang) => path.join(publicDir, searchIndexDir, `${lang}.json`);

export function writeSearchIndex(publicDir: string, index: SearchIndexFile): string {
  const file = searchIndexFile(publicDir, index.lang);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(index));
  return file;
}

/** A suggestion file (fetched by the search box when focused; the search function does not read it). */
export function writeSuggestions(publicDir: string, file: SuggestionsFile, usa: boolean): string {
  const out = path.join(publicDir, suggestionsDir, suggestionsFileName(file.lang, usa));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(file));
  return out;
}

export function readSearchIndex(publicDir: string, lang: Lang): SearchIndexFile {
  return JSON.parse(fs.readFileSync(searchIndexFile(publicDir, lang), 'utf8')) as SearchIndexFile;
}

/** Editors' synonyms (data/search-synonyms.json, checked by `npm run check:data`); none when the file is absent. */
export const synonymsFile = 'search-synonyms.json';
export function readSynonyms(dataDir: string): SynonymsFile | null {
  const file = path.join(dataDir, synonymsFile);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SynonymsFile) : null;
}
