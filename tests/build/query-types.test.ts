// The committed query types (src/gatsby-types.d.ts, what `npm run typecheck` checks the templates against) are the ones
// this build generated from the current queries and schema: a query changed without its types fails here.
import { execFileSync } from 'child_process';
import path from 'path';

const root = path.resolve(__dirname, '..', '..');
const typesFile = 'src/gatsby-types.d.ts';

test('the committed GraphQL query types match the ones the build generated', () => {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  expect(git('ls-files', '--', typesFile).trim()).toBe(typesFile);
  // Against the index, so staging the regenerated file is enough while a change is being prepared.
  const drift = git('diff', '--stat', '--', typesFile).trim();
  if (drift)
    throw new Error(
      `${typesFile} differs from what the build generated (${drift.split('\n').pop()}): ` +
        'a page query or the schema changed; commit the file the build wrote.',
    );
});
