import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LineBatch, type LineWriter } from './log-destination';

const API_DIR = join(__dirname, '..', '..');
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function recordingWriter() {
  const chunks: string[] = [];
  let syncFlushes = 0;
  const writer: LineWriter = {
    write: (chunk: string) => chunks.push(chunk),
    flushSync: () => {
      syncFlushes += 1;
    },
  };
  return { writer, chunks, syncFlushes: () => syncFlushes };
}

describe('LineBatch', () => {
  it('hands the lines of one event-loop turn over as one chunk, in order, when the turn ends', async () => {
    const { writer, chunks } = recordingWriter();
    const batch = new LineBatch(writer);
    batch.write('a\n');
    batch.write('b\n');
    batch.write('c\n');
    expect(chunks).toEqual([]);
    await nextTurn();
    expect(chunks).toEqual(['a\nb\nc\n']);
    batch.write('d\n');
    await nextTurn();
    expect(chunks).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes what it holds at once on flushSync, and then the writer flushes too', async () => {
    const { writer, chunks, syncFlushes } = recordingWriter();
    const batch = new LineBatch(writer);
    batch.write('held\n');
    batch.flushSync();
    expect(chunks).toEqual(['held\n']);
    expect(syncFlushes()).toBe(1);
    await nextTurn();
    expect(chunks).toEqual(['held\n']);
  });
});

describe('logDestination', () => {
  it('loses no line when the process exits in the same turn the lines were written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
    const script = join(dir, 'exit-now.ts');
    writeFileSync(
      script,
      [
        `import { logDestination } from ${JSON.stringify(join(API_DIR, 'src/lib/log-destination'))};`,
        `const out = logDestination('info')!;`,
        `for (let i = 0; i < 5000; i += 1) out.write(JSON.stringify({ i }) + '\\n');`,
        `process.exit(0);`,
      ].join('\n'),
    );
    const result = spawnSync('pnpm', ['exec', 'tsx', script], {
      cwd: API_DIR,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(result.status).toBe(0);
    const numbers = result.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { i: number }).i);
    expect(numbers).toEqual(Array.from({ length: 5000 }, (_, i) => i));
  });
});
