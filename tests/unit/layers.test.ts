// The layers of src/ as docs/architecture.md lists them ("## Layers"): every relative import of every module points to
// its own layer or one below, and no two folders import each other, so the document and the code cannot drift apart.
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..', '..');
const src = path.join(root, 'src');

interface Layer {
  rank: number;
  name: string;
}

/** Each folder (`data/`) or top-level file (`inquiry-kinds.ts`) of src/ with its layer, from the document's table. */
function readLayers(): Map<string, Layer> {
  const doc = fs.readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
  const section = doc.split(/^## Layers$/m)[1]?.split(/^## /m)[0] ?? '';
  const layers = new Map<string, Layer>();
  for (const [, rank, name, members] of section.matchAll(/^\| (\d+) ([^|]+?) \| ([^|]+) \|/gm)) {
    for (const [, unit] of members.matchAll(/`([^`]+)`/g)) {
      if (layers.has(unit)) throw new Error(`docs/architecture.md puts ${unit} in two layers`);
      layers.set(unit, { rank: Number(rank), name: `${rank} ${name}` });
    }
  }
  return layers;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|mts|js)$/.test(entry.name) ? [file] : [];
  });
}

/** The folder or top-level file of src/ a path lies in, as the table names it (`'../routes'` is the folder). */
function unitOf(file: string): string {
  const [first, ...rest] = path.relative(src, file).split(path.sep);
  return rest.length || fs.statSync(path.join(src, first), { throwIfNoEntry: false })?.isDirectory()
    ? `${first}/`
    : first;
}

interface Import {
  file: string;
  specifier: string;
  from: string;
  to: string;
}

/** Every relative import, export-from, require and import() between two different units of src/. */
function crossImports(): Import[] {
  return sourceFiles(src).flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    return importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => {
        const target = path.resolve(path.dirname(file), specifier);
        return { file: path.relative(root, file), specifier, from: unitOf(file), target };
      })
      .filter(({ target }) => target.startsWith(src + path.sep))
      .map(({ target, ...rest }) => ({ ...rest, to: unitOf(target) }))
      .filter(({ from, to }) => from !== to);
  });
}

const layers = readLayers();
const imports = crossImports();

test('every folder and top-level file of src/ is in one layer of docs/architecture.md', () => {
  const units = new Set(sourceFiles(src).map(unitOf));
  expect([...units].filter((unit) => !layers.has(unit)).map((unit) => `src/${unit} is in no layer`)).toEqual([]);
  expect(
    [...layers.keys()].filter((unit) => !units.has(unit)).map((unit) => `no src/${unit}, yet it has a layer`),
  ).toEqual([]);
});

test('no module of src/ imports from a layer above its own', () => {
  const upward = imports
    .filter(({ from, to }) => layers.has(from) && layers.has(to) && layers.get(to)!.rank > layers.get(from)!.rank)
    .map(
      ({ file, specifier, from, to }) =>
        `${file} imports '${specifier}': ${from} (layer ${layers.get(from)!.name}) → ${to} (layer ${layers.get(to)!.name})`,
    );
  expect(upward).toEqual([]);
});

test('no two folders of src/ import each other, directly or round a circle', () => {
  const importsOf = new Map<string, Import[]>();
  for (const i of imports) importsOf.set(i.from, [...(importsOf.get(i.from) ?? []), i]);
  // Tarjan's strongly connected components: each component of more than one folder is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit)!);
    stack.push(unit);
    for (const { to } of importsOf.get(unit) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(unit, Math.min(low.get(unit)!, index.get(to)!));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const component = stack.splice(stack.indexOf(unit));
    if (component.length > 1) circles.push(component.sort());
  };
  for (const unit of importsOf.keys()) if (!index.has(unit)) visit(unit);
  // Each circle with one import per pair of its folders that import each other's way round.
  const described = circles.map((folders) => {
    const inside = imports.filter(({ from, to }) => folders.includes(from) && folders.includes(to));
    const firstPerPair = [...new Map(inside.map((i) => [`${i.from} ${i.to}`, i])).values()];
    return `${folders.join(', ')}: ${firstPerPair.map(({ file, specifier }) => `${file} imports '${specifier}'`).join('; ')}`;
  });
  expect(described).toEqual([]);
});
