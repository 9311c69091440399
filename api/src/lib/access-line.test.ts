import { AccessLineEncoder, accessLineText, type AccessFields } from './access-line';
import { LineBatch, type LineWriter } from './log-destination';

const LEVEL = '{"level":30';
const BINDINGS = ',"pid":4242,"hostname":"vm-1"';
const encoder = new AccessLineEncoder(LEVEL, BINDINGS);

const usual: AccessFields = {
  time: 1_795_903_762_892,
  id: 'e19e8eb9-4',
  method: 'GET',
  url: '/api/auth/me',
  status: 200,
  tenths: 52,
  ip: '127.0.0.1',
};

/** What the encoder writes for `f`, or null when it declines. */
function encoded(f: AccessFields): string | null {
  const buf = Buffer.alloc(encoder.maxBytes(f) + 8, 0xff);
  const end = encoder.encode(buf, 3, f);
  if (end < 0) return null;
  expect(end - 3).toBeLessThanOrEqual(encoder.maxBytes(f));
  return buf.toString('utf8', 3, end);
}

const text = (f: AccessFields) => accessLineText(`${LEVEL},"time":${f.time}`, BINDINGS, f);

describe('access line', () => {
  it('is the line pino writes for the same fields', () => {
    const line = text(usual);
    expect(line).toBe(
      '{"level":30,"time":1795903762892,"pid":4242,"hostname":"vm-1","reqId":"e19e8eb9-4",' +
        '"method":"GET","url":"/api/auth/me","status":200,"ms":5.2,"ip":"127.0.0.1","msg":"request"}\n',
    );
    expect(JSON.parse(line)).toEqual({
      level: 30,
      time: usual.time,
      pid: 4242,
      hostname: 'vm-1',
      reqId: usual.id,
      method: 'GET',
      url: usual.url,
      status: 200,
      ms: 5.2,
      ip: usual.ip,
      msg: 'request',
    });
  });

  it('encodes the same bytes as the string, for every time, status and duration', () => {
    const values: AccessFields[] = [usual];
    for (const tenths of [0, 1, 9, 10, 11, 99, 100, 105, 12_345, 999_999_999, 1e14 + 7])
      for (const status of [0, 7, 200, 404, 599])
        for (const time of [0, 9, 10, 1_795_903_762_000, 999_999_999_999_999])
          values.push({ ...usual, tenths, status, time });
    for (const f of values) expect(encoded(f)).toBe(text(f));
  });

  it('encodes every printable ASCII value but quote and backslash as it is', () => {
    let safe = '';
    for (let c = 0x20; c <= 0x7e; c += 1)
      if (c !== 0x22 && c !== 0x5c) safe += String.fromCharCode(c);
    const f = {
      ...usual,
      id: safe,
      url: `/api/x?${safe}`,
      method: 'PROPFIND',
      ip: '::ffff:10.0.0.1',
    };
    expect(encoded(f)).toBe(text(f));
    expect(encoded({ ...usual, id: '', url: '' })).toBe(text({ ...usual, id: '', url: '' }));
  });

  it('declines what needs escaping, is missing or is not plain digits (the string path writes it)', () => {
    for (const id of ['a"b', 'a\\b', 'é', 'tab\there', 'nl\n', '\u007f', '😀', undefined])
      expect(encoded({ ...usual, id })).toBeNull();
    expect(encoded({ ...usual, url: '/api/q?x="1"' })).toBeNull();
    expect(encoded({ ...usual, ip: undefined })).toBeNull();
    expect(encoded({ ...usual, url: `/${'a'.repeat(5000)}` })).toBeNull();
    for (const tenths of [-1, NaN, Infinity, 1e15])
      expect(encoded({ ...usual, tenths })).toBeNull();
    for (const status of [-1, 2.5, 1e15]) expect(encoded({ ...usual, status })).toBeNull();
    expect(encoded({ ...usual, time: 1.5 })).toBeNull();
    // What the string path then writes is valid JSON with the value as it was.
    expect(JSON.parse(text({ ...usual, id: 'a"b\\é' })).reqId).toBe('a"b\\é');
    expect(JSON.parse(text({ ...usual, ip: undefined }))).not.toHaveProperty('ip');
  });

  it('goes into a LineBatch in order with the lines written as strings, across hand-overs', () => {
    const chunks: Buffer[] = [];
    const writer: LineWriter = { write: (chunk) => chunks.push(chunk), flushSync: () => {} };
    const batch = new LineBatch(writer);
    const expected: string[] = [];
    for (let i = 0; i < 2000; i += 1) {
      const f = { ...usual, id: `r-${i}`, tenths: i };
      if (i % 3 === 0) {
        batch.write(`{"msg":"other ${i}"}\n`);
        expected.push(`{"msg":"other ${i}"}\n`);
      }
      expect(batch.writeEncoded(encoder, f)).toBe(true);
      expected.push(text(f));
    }
    expect(batch.writeEncoded(encoder, { ...usual, id: 'a"b' })).toBe(false);
    batch.flushSync();
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(expected.join(''));
  });
});
