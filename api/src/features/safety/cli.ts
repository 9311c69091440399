/**
 * `npm run safety:screen -- FILE` (or `-` for standard input): reads JSON Lines
 * {"id": "...", "text": "..."} and writes one JSON line per input line, in order:
 * {"id", "flagged", "categories", "severity"} from exactly the embedded screen the API uses,
 * or {"id" or "line", "error"} for a line that is not such an object. A blank line is an
 * error too (never skipped silently). Exit code 0 unless the file cannot be read.
 */
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { screenText } from './index';

export function screenLine(line: string, lineNumber: number): Record<string, unknown> {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    return { line: lineNumber, error: 'not valid JSON' };
  }
  if (typeof row !== 'object' || row === null || Array.isArray(row)) {
    return { line: lineNumber, error: 'not a JSON object' };
  }
  const { id, text } = row as { id?: unknown; text?: unknown };
  const where = typeof id === 'string' || typeof id === 'number' ? { id } : { line: lineNumber };
  if (id === undefined || id === null || id === '') return { ...where, error: 'missing "id"' };
  if (text === undefined) return { ...where, error: 'missing "text"' };
  if (typeof text !== 'string') return { ...where, error: '"text" is not a string' };
  const verdict = screenText({ text, surface: 'tutor_student' });
  return {
    id,
    flagged: verdict.flagged,
    categories: verdict.categories,
    severity: verdict.severity,
  };
}

async function main(): Promise<number> {
  const arg = process.argv[2];
  if (!arg) {
    process.stderr.write('usage: npm run safety:screen -- FILE|-\n');
    return 2;
  }
  // npm and pnpm run the script from api/; a relative FILE is the caller's.
  const path = arg === '-' ? null : resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  const input = path ? createReadStream(path) : process.stdin;
  const opened = new Promise<void>((ok, fail) => {
    if (!path) return ok();
    input.once('open', () => ok());
    input.once('error', fail);
  });
  try {
    await opened;
  } catch (err) {
    process.stderr.write(`cannot read ${arg}: ${(err as Error).message}\n`);
    return 1;
  }
  let lineNumber = 0;
  for await (const raw of createInterface({ input, crlfDelay: Infinity })) {
    lineNumber += 1;
    const line = raw.replace(/^\uFEFF/, '');
    let out: Record<string, unknown>;
    try {
      out = line.trim() ? screenLine(line, lineNumber) : { line: lineNumber, error: 'empty line' };
    } catch (err) {
      out = { line: lineNumber, error: `screening failed: ${(err as Error).message}` };
    }
    process.stdout.write(`${JSON.stringify(out)}\n`);
  }
  return 0;
}

if (process.argv[1] && /cli\.[cm]?[jt]s$/.test(process.argv[1])) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`${(err as Error).message}\n`);
      process.exitCode = 1;
    },
  );
}
