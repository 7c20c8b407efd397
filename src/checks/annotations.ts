// check:data problems as GitHub Actions annotations (`::error file=…,line=…::…`, warnings as `::warning …`), so a pull
// request shows each one on the line of the data file it is about. The line of a JSON pointer comes from a small
// position-keeping JSON scan.
import fs from 'fs';
import path from 'path';
import type { Problem } from './validate';

/** Line (1-based) of every JSON pointer in a JSON text: a property's line is its key's, an array item's its own. */
export function pointerLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const skip = () => {
    while (i < text.length && /\s/.test(text[i])) {
      if (text[i] === '\n') line++;
      i++;
    }
  };
  const string = (): string => {
    let out = '';
    i++; // opening quote
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') {
        out += text.slice(i, i + 2);
        i += 2;
      } else {
        if (text[i] === '\n') line++;
        out += text[i++];
      }
    }
    i++;
    try {
      return JSON.parse(`"${out}"`) as string;
    } catch {
      return out;
    }
  };
  const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  const value = (pointer: string): void => {
    skip();
    if (!lines.has(pointer)) lines.set(pointer, line);
    const c = text[i];
    if (c === '{') {
      i++;
      for (;;) {
        skip();
        if (text[i] === '}' || i >= text.length) break;
        if (text[i] !== '"') return; // not JSON: stop, the validator reports the syntax error itself
        const keyLine = line;
        const key = string();
        lines.set(`${pointer}/${escape(key)}`, keyLine);
        skip();
        if (text[i] !== ':') return;
        i++;
        value(`${pointer}/${escape(key)}`);
        skip();
        if (text[i] === ',') i++;
      }
      i++;
    } else if (c === '[') {
      i++;
      for (let n = 0; ; n++) {
        skip();
        if (text[i] === ']' || i >= text.length) break;
        value(`${pointer}/${n}`);
        skip();
        if (text[i] === ',') i++;
        else if (text[i] !== ']') return;
      }
      i++;
    } else if (c === '"') {
      string();
    } else {
      while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
    }
  };
  value('');
  return lines;
}

/** The line a problem is about: its pointer, else the nearest existing parent (a missing field: its object). */
export function lineOf(lines: Map<string, number>, pointer: string, message = ''): number {
  const syntax = /at line (\d+)/.exec(message);
  if (syntax) return Number(syntax[1]);
  let p = pointer === '/' ? '' : pointer;
  for (;;) {
    const found = lines.get(p);
    if (found !== undefined) return found;
    if (!p) return 1;
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * One workflow command per problem; `repoDataDir` is how the data folder is named in the repository (data). `level`:
 * errors show red on the pull request (check:data's exit code fails the check), warnings yellow (the check passes).
 */
export function annotations(
  problems: Problem[],
  dataDir: string,
  repoDataDir = 'data',
  level: 'error' | 'warning' = 'error',
): string[] {
  const cache = new Map<string, Map<string, number>>();
  const lineOfProblem = (p: Problem): number => {
    // Markdown problems carry their line ("line 7"); JSON problems a JSON pointer, found in the file.
    const markdownLine = /^line (\d+)$/.exec(p.pointer);
    if (markdownLine) return Number(markdownLine[1]);
    let lines = cache.get(p.file);
    if (!lines) {
      const file = path.join(dataDir, p.file);
      lines = fs.existsSync(file) ? pointerLines(fs.readFileSync(file, 'utf8')) : new Map<string, number>();
      cache.set(p.file, lines);
    }
    return lineOf(lines, p.pointer, p.message);
  };
  return problems.map((p) => {
    const file = `${repoDataDir}/${p.file}`;
    const line = lineOfProblem(p);
    return `::${level} file=${escapeProperty(file)},line=${line},title=${escapeProperty(`check:data ${p.pointer}`)}::${escapeData(`${p.pointer}: ${p.message}`)}`;
  });
}
