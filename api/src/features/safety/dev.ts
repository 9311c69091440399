/**
 * `npm run safety:dev -- [FILE ...]`: the embedded screen's precision and recall on labelled
 * development sets (by default every `data/dev-*.jsonl`), printed and written to
 * bench-results/safety-dev.json. Development sets are written apart from the corpus and never
 * trained on, so they measure generalization while tuning; the held-out sets are refused here so
 * that they stay measured once, by `bench:safety`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { repoRoot } from '../../config';
import { devFiles, isHeldoutFile, readLabelled } from './corpus';
import { screenText } from './index';
import { printBench, score } from './metrics';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = args.length
  ? args.map((a) => resolve(process.env.INIT_CWD ?? process.cwd(), a))
  : devFiles();
const heldout = files.find((f) => isHeldoutFile(basename(f)));
if (heldout) {
  process.stderr.write(`refusing ${basename(heldout)}: it is measured once, by bench:safety\n`);
  process.exit(2);
}
const report: Record<string, unknown> = { measured_at: new Date().toISOString() };
for (const file of files) {
  const screened = readLabelled(file).map((message) => ({
    message,
    got: screenText({ text: message.text, surface: 'tutor_student' }).categories,
  }));
  const result = score(screened);
  printBench(`development set ${basename(file)} (never trained on)`, result);
  if (process.argv.includes('--misses')) {
    for (const miss of result.misses) {
      console.log(
        `  miss ${miss.id}: "${miss.text}" expected ${miss.expected.join(',') || 'none'}, got ${miss.got.join(',') || 'none'}`,
      );
    }
  }
  const { misses: _misses, ...figures } = result;
  report[basename(file)] = figures;
}
const dir = join(repoRoot(), 'bench-results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'safety-dev.json'), `${JSON.stringify(report, null, 2)}\n`);
