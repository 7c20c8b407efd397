// The site's own Netlify functions (netlify/functions/: the scheduled resend), where Netlify documents scheduled and
// background functions for Gatsby sites. The host's build packs them beside the adapter's (scripts/pack-functions.ts)
// and reads each one's schedule from its in-source `config` (src/hosting/schedules.ts).
import path from 'path';

export const userFunctionsDir = (root: string) => path.join(root, 'netlify', 'functions');
