// A stand-in for an app's build in the release e2e spec (OPTIO_RELEASE_BUILD): copies the app's
// dist/ into the release's staging folder, with PATCH_FROM replaced by PATCH_TO in every text
// file when given: a changed remote without editing sources or spending a real build's seconds.
// Precompressed siblings are left out (they would hold the unpatched text).
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [app, out] = process.argv.slice(2);
const dist = resolve(import.meta.dirname, '..', '..', app, 'dist');
cpSync(dist, out, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
const { PATCH_FROM: from, PATCH_TO: to } = process.env;
function patch(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) patch(file);
    else if (from && to && /\.(js|json|html)$/.test(name)) {
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll(from, to));
    }
  }
}
patch(out);
