// The documents stay readable and true: no table cell a reader must scroll through, no link to a missing file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const maxCell = 400;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const documents = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

interface Line {
  file: string;
  number: number;
  text: string;
}

/** The lines outside fenced code blocks, where tables and links are Markdown. */
function proseLines(file: string): Line[] {
  const lines: Line[] = [];
  let fence: string | null = null;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
        return;
      }
      if (fence === null) lines.push({ file: relative(root, file), number: index + 1, text });
    });
  return lines;
}

/** A table row's cells, split on unescaped pipes (GitHub splits inside code spans too). */
function cells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

/** Relative link targets of a line: inline `[text](target)` and reference `[label]: target`, outside code spans. */
function relativeTargets(text: string): string[] {
  const prose = text.replace(/`+[^`]*`+/g, '');
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  const reference = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1]);
  return [...inline, ...reference].filter((target) => !/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(target));
}

describe('README.md and docs/**/*.md', () => {
  it(`have no table cell over ${maxCell} characters (the reasoning goes into docs/decisions/)`, () => {
    const rows = documents.flatMap((file) => proseLines(file).filter((line) => /^\s*\|/.test(line.text)));
    const long = rows.flatMap((line) =>
      cells(line.text)
        .map((cell) => [...cell].length)
        .filter((length) => length > maxCell)
        .map((length) => `${line.file}:${line.number}: a cell of ${length} characters`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(long).toEqual([]);
  });

  it('link only to files that exist', () => {
    const broken = documents.flatMap((file) =>
      proseLines(file).flatMap((line) =>
        relativeTargets(line.text)
          .map((target) => decodeURI(target.split('#')[0]))
          .filter((path) => path !== '' && !existsSync(resolve(dirname(file), path)))
          .map((path) => `${line.file}:${line.number}: ${path} does not exist`),
      ),
    );
    expect(broken).toEqual([]);
  });
});
