import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOG_HOLD_MAX, LOG_HOLD_MS, LineBatch, type LineWriter } from './log-destination';

const API_DIR = join(__dirname, '..', '..');
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const holdOver = () => new Promise((resolve) => setTimeout(resolve, LOG_HOLD_MS + 5));

function recordingWriter() {
  const chunks: string[] = [];
  let syncFlushes = 0;
  const writer: LineWriter = {
    write: (chunk: Buffer) => chunks.push(chunk.toString('utf8')),
    flushSync: () => {
      syncFlushes += 1;
    },
  };
  return { writer, chunks, syncFlushes: () => syncFlushes };
}

describe('LineBatch', () => {
  it('hands the lines written within LOG_HOLD_MS over as one chunk, in order', async () => {
    const { writer, chunks } = recordingWriter();
    const batch = new LineBatch(writer);
    batch.write('a\n');
    batch.write('b\n');
    await nextTurn();
    batch.write('c\n');
    expect(chunks).toEqual([]);
    await holdOver();
    expect(chunks).toEqual(['a\nb\nc\n']);
    batch.write('d\n');
    await holdOver();
    expect(chunks).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('hands over at once, without waiting, once LOG_HOLD_MAX is held', () => {
    const { writer, chunks } = recordingWriter();
    const batch = new LineBatch(writer);
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < LOG_HOLD_MAX / 1024; i += 1) batch.write(line);
    expect(chunks).toEqual([line.repeat(LOG_HOLD_MAX / 1024)]);
  });

  it('keeps lines of any size and script whole, in order, across hand-overs', () => {
    const { writer, chunks } = recordingWriter();
    const batch = new LineBatch(writer);
    // Multi-byte characters near the boundary, and lines larger than a whole batch.
    const lines = [
      `${'a'.repeat(LOG_HOLD_MAX - 10)}\n`,
      `héllo wörld 日本語 🙂\n`,
      `${'€'.repeat(LOG_HOLD_MAX)}\n`,
      'short\n',
      `${'z'.repeat(LOG_HOLD_MAX * 2)}\n`,
      'last\n',
    ];
    for (const line of lines) batch.write(line);
    batch.flushSync();
    expect(chunks.join('')).toBe(lines.join(''));
    for (const chunk of chunks.slice(0, -1)) expect(chunk.endsWith('\n')).toBe(true);
  });

  it('writes what it holds at once on flushSync, and then the writer flushes too', async () => {
    const { writer, chunks, syncFlushes } = recordingWriter();
    const batch = new LineBatch(writer);
    batch.write('held\n');
    batch.flushSync();
    expect(chunks).toEqual(['held\n']);
    expect(syncFlushes()).toBe(1);
    await holdOver();
    expect(chunks).toEqual(['held\n']);
  });
});

describe('logDestination', () => {
  it('loses no line when the process exits right after writing them', () => {
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
