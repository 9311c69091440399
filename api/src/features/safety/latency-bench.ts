/**
 * `npm run bench:safety-latency`: the embedded screen's latency per message on the training
 * corpus and the development sets (never the held-out set, which bench:safety measures once),
 * printed and written to bench-results/safety-latency.json. Run it with `nice` on a shared
 * machine and read the load average beside the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../config';
import { devFiles, readCorpus, readLabelled } from './corpus';
import { describeLatency, measureLatency } from './latency';

const texts = [
  ...readCorpus().messages.map((m) => m.text),
  ...devFiles().flatMap((file) => readLabelled(file).map((m) => m.text)),
];
const latency = measureLatency(texts);
const dir = join(repoRoot(), 'bench-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'safety-latency.json');
writeFileSync(
  file,
  `${JSON.stringify({ measured_at: new Date().toISOString(), texts: texts.length, ...latency }, null, 2)}\n`,
);
console.log(describeLatency(latency));
console.log(`written to ${file}`);
