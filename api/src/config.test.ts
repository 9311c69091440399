import { ConfigError, loadConfig, parseMetricsAllow, parseTrustProxy } from './config';

const SECRETS = { JWT_SECRET: 'j'.repeat(40), CSRF_SECRET: 'c'.repeat(40) };
const PRODUCTION = {
  NODE_ENV: 'production',
  ...SECRETS,
  PUBLIC_URL: 'https://optio.example',
  SMTP_URL: 'smtp://mail.example:587',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('production start-up rules', () => {
  it('starts with secrets, an https PUBLIC_URL and SMTP_URL', () => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
    expect(loadConfig(PRODUCTION).seed).toBe(false);
  });

  it('names every missing variable on its own line', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^JWT_SECRET and CSRF_SECRET are required/);
    expect(problems[1]).toMatch(/^PUBLIC_URL must be the https:\/\/ address/);
    expect(problems[2]).toMatch(/^SMTP_URL is required/);
    for (const line of problems) expect(line).not.toContain('\n');
  });

  it('refuses an http or missing PUBLIC_URL', () => {
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: 'http://optio.example' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL /),
    ]);
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: 'https://' })).toHaveLength(1);
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: undefined })).toHaveLength(1);
  });

  it('refuses a missing SMTP_URL', () => {
    expect(problemsOf({ ...PRODUCTION, SMTP_URL: '' })).toEqual([
      expect.stringMatching(/^SMTP_URL /),
    ]);
  });

  it('refuses to seed demo accounts, scaled rate limits and an http tutor', () => {
    expect(problemsOf({ ...PRODUCTION, OPTIO_SEED_DEMO: '1' })).toEqual([
      expect.stringMatching(/^OPTIO_SEED_DEMO=1 is not allowed/),
    ]);
    expect(problemsOf({ ...PRODUCTION, OPTIO_RATE_LIMIT_SCALE: '10' })).toEqual([
      expect.stringMatching(/^OPTIO_RATE_LIMIT_SCALE /),
    ]);
    expect(problemsOf({ ...PRODUCTION, TUTOR_API_URL: 'http://llm.example/v1' })).toEqual([
      expect.stringMatching(/^TUTOR_API_URL /),
    ]);
  });

  it('outside production the http defaults are fine', () => {
    const dev = loadConfig({ NODE_ENV: 'development', ...SECRETS });
    expect(dev.publicUrl).toBe('http://localhost:8080');
    expect(dev.smtpUrl).toBeUndefined();
  });
});

describe('demo accounts are seeded only when asked', () => {
  it.each(['development', 'test', undefined])(
    'NODE_ENV=%s without OPTIO_SEED_DEMO: no seed',
    (env) => {
      expect(loadConfig({ NODE_ENV: env, ...SECRETS }).seed).toBe(false);
    },
  );

  it('OPTIO_SEED_DEMO=1 asks for them; other values do not', () => {
    expect(loadConfig({ ...SECRETS, OPTIO_SEED_DEMO: '1' }).seed).toBe(true);
    expect(loadConfig({ ...SECRETS, OPTIO_SEED_DEMO: '0' }).seed).toBe(false);
    expect(loadConfig({ ...SECRETS, OPTIO_SEED_DEMO: 'yes' }).seed).toBe(false);
  });
});

describe('OPTIO_TRUST_PROXY', () => {
  it('trusts nobody when unset, empty, 0 or false', () => {
    for (const raw of [undefined, '', '0', 'false', 'FALSE'])
      expect(parseTrustProxy(raw)).toBe(false);
  });

  it('reads a whole number as a hop count (1 is one proxy, not every hop)', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(loadConfig({ ...SECRETS, OPTIO_TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('reads a comma list of proxy addresses and CIDRs', () => {
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses "trust everything" and anything that is not an address', () => {
    for (const raw of [
      'true',
      'all',
      '*',
      'yes',
      '10.0.0.0/33',
      '300.1.1.1',
      'proxy.local',
      '1,2',
    ]) {
      expect(() => parseTrustProxy(raw)).toThrow(/^OPTIO_TRUST_PROXY must be a hop count/);
    }
    expect(() => parseTrustProxy('99')).toThrow(/^OPTIO_TRUST_PROXY=99: at most 10/);
  });
});

describe('METRICS_ALLOW and METRICS_TOKEN', () => {
  it('opens metrics to loopback by default, to a list, or to nobody but the token', () => {
    expect(parseMetricsAllow(undefined)).toEqual(['127.0.0.1', '::1']);
    expect(parseMetricsAllow('10.0.0.0/8, 192.168.1.5')).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(parseMetricsAllow('none')).toEqual([]);
  });

  it('refuses what is not an address, naming the variable', () => {
    expect(() => parseMetricsAllow('prometheus.local')).toThrow(/^METRICS_ALLOW must be/);
    expect(() => parseMetricsAllow('*')).toThrow(/^METRICS_ALLOW must be/);
  });

  it('refuses a short METRICS_TOKEN in production', () => {
    expect(problemsOf({ ...PRODUCTION, METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN must be at least 32 characters when NODE_ENV=production',
    ]);
    expect(problemsOf({ ...PRODUCTION, METRICS_TOKEN: 't'.repeat(32) })).toEqual([]);
  });
});

describe('object storage (S3_*)', () => {
  const dev = { ...SECRETS, OPTIO_DATA_DIR: '/tmp/optio-config-test' };

  it('is off without S3_BUCKET: uploads stay on disk', () => {
    expect(loadConfig(dev).s3).toBeUndefined();
  });

  it('S3_BUCKET turns it on; a custom endpoint uses path-style URLs unless told otherwise', () => {
    const s3 = loadConfig({
      ...dev,
      S3_BUCKET: 'optio',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).s3;
    expect(s3).toMatchObject({ bucket: 'optio', region: 'us-east-1', forcePathStyle: true });
    expect(loadConfig({ ...dev, S3_BUCKET: 'optio' }).s3?.forcePathStyle).toBe(false);
    expect(
      loadConfig({ ...dev, S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.x', S3_FORCE_PATH_STYLE: '0' })
        .s3?.forcePathStyle,
    ).toBe(false);
  });

  it('refuses half a configuration, naming the variable', () => {
    expect(problemsOf({ ...dev, S3_ENDPOINT: 'https://s3.example' })).toEqual([
      'S3_BUCKET is required when S3_ENDPOINT is set',
    ]);
    expect(problemsOf({ ...dev, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    ]);
    expect(problemsOf({ ...dev, S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT must be an http(s):// URL',
    ]);
  });

  it('refuses an http endpoint in production', () => {
    expect(problemsOf({ ...PRODUCTION, S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000' })).toEqual(
      ['S3_ENDPOINT must be an https:// URL when NODE_ENV=production'],
    );
  });
});

describe('OPTIO_SWEEP_INTERVAL_S', () => {
  const dev = { ...SECRETS, OPTIO_DATA_DIR: '/tmp/optio-config-test' };
  it('defaults to an hour, takes whole seconds, 0 for none, and refuses anything else', () => {
    expect(loadConfig(dev).sweepIntervalMs).toBe(3_600_000);
    expect(loadConfig({ ...dev, OPTIO_SWEEP_INTERVAL_S: '60' }).sweepIntervalMs).toBe(60_000);
    expect(loadConfig({ ...dev, OPTIO_SWEEP_INTERVAL_S: '0' }).sweepIntervalMs).toBe(0);
    expect(problemsOf({ ...dev, OPTIO_SWEEP_INTERVAL_S: '1h' })).toEqual([
      'OPTIO_SWEEP_INTERVAL_S must be a whole number of seconds, not "1h"',
    ]);
  });
});
