// The route module's files import each other in one direction: index → the query modules → paths, so that none of
// them is read half-initialised by a circle of imports (a query module evaluated before the pathTo it calls).
import fs from 'fs';
import path from 'path';

const dir = path.resolve(__dirname, '..', '..', 'src', 'routes');
const modules = fs.readdirSync(dir).filter((f) => f.endsWith('.ts'));
/** Each module's imports of its neighbours in src/routes/, by file name. */
const imports = new Map(
  modules.map((file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const local = [...text.matchAll(/from '\.\/([\w-]+)'/g)].map(([, name]) => `${name}.ts`);
    return [file, local] as const;
  }),
);

test('no module of src/routes/ imports index.ts, and their imports make no circle', () => {
  expect(modules.filter((m) => m !== 'index.ts' && imports.get(m)!.includes('index.ts'))).toEqual([]);
  const circles: string[] = [];
  const walk = (file: string, trail: string[]) => {
    if (trail.includes(file)) return void circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
    for (const next of imports.get(file) ?? []) walk(next, [...trail, file]);
  };
  for (const m of modules) walk(m, []);
  expect(circles).toEqual([]);
});
