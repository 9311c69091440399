// `npm run admin:create` and `npm run seed:catalogue`: builds the API if its sources changed, then
// runs api/dist/<command>.js from the directory npm was started in, so the default ./data is the
// one `npm start` uses. (The built bundle, because the workspace packages are TypeScript source
// that only the bundler resolves.)
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ROOT } from './lib.mjs';

const [command, ...args] = process.argv.slice(2);
// Build progress goes to standard error: standard output is the command's answer.
const print = console.log;
console.log = (...parts) => console.error(...parts);
await build(['api']);
console.log = print;
const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', `${command}.js`), ...args], {
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
