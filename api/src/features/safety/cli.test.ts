import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screenText } from './index';

const API_DIR = join(__dirname, '..', '..', '..');

function run(arg: string, input?: string) {
  const result = spawnSync('pnpm', ['exec', 'tsx', 'src/features/safety/cli.ts', arg], {
    cwd: API_DIR,
    input,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: API_DIR },
  });
  const lines = result.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { status: result.status, lines, stderr: result.stderr };
}

describe('npm run safety:screen', () => {
  it('writes one line per input line, errors included, with the embedded verdict', () => {
    const dir = mkdtempSync(join(tmpdir(), 'safety-cli-'));
    const file = join(dir, 'in.jsonl');
    writeFileSync(
      file,
      [
        '{"id": "a", "text": "i wanna die"}',
        '{"id": "b", "text": "can you help me with fractions"}',
        'not json',
        '',
        '{"id": "c"}',
        '{"text": "no id"}',
        '{"id": "d", "text": 5}',
        '[1, 2]',
        '{"id": "e", "text": "call me 555-0142"}',
      ].join('\n'),
    );
    const { status, lines } = run(file);
    expect(status).toBe(0);
    expect(lines).toEqual([
      { id: 'a', flagged: true, categories: ['self_harm'], severity: 'critical' },
      { id: 'b', flagged: false, categories: [], severity: null },
      { line: 3, error: 'not valid JSON' },
      { line: 4, error: 'empty line' },
      { id: 'c', error: 'missing "text"' },
      { line: 6, error: 'missing "id"' },
      { id: 'd', error: '"text" is not a string' },
      { line: 8, error: 'not a JSON object' },
      { id: 'e', flagged: true, categories: ['personal_info'], severity: 'medium' },
    ]);
    // Exactly the screen the API uses.
    expect(lines[0]!.categories).toEqual(
      screenText({ text: 'i wanna die', surface: 'tutor_student' }).categories,
    );
  });

  it('reads standard input with "-"', () => {
    const { status, lines } = run('-', '{"id": 7, "text": "me quiero morir"}\n');
    expect(status).toBe(0);
    expect(lines).toEqual([
      { id: 7, flagged: true, categories: ['self_harm'], severity: 'critical' },
    ]);
  });

  it('exits 1 when the file cannot be read', () => {
    const { status, stderr } = run('/no/such/file.jsonl');
    expect(status).toBe(1);
    expect(stderr).toMatch(/cannot read/);
  });
});
