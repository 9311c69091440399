import { createRequire } from 'node:module';
import { lazyModule } from './lazy-module';

// Node's own require (jest's module registry does not see what createRequire loads).
const nodeRequire = createRequire(import.meta.url);

describe('lazyModule', () => {
  it('loads the package on the first call only, and gives the same module after', () => {
    const path = nodeRequire.resolve('nodemailer');
    delete nodeRequire.cache[path];
    const nodemailer = lazyModule<typeof import('nodemailer')>('nodemailer');
    expect(nodeRequire.cache[path]).toBeUndefined();

    const first = nodemailer();
    expect(nodeRequire.cache[path]).toBeDefined();
    expect(typeof first.createTransport).toBe('function');
    expect(nodemailer()).toBe(first);
  });

  it('throws on use, not on creation, when the package is missing', () => {
    const missing = lazyModule('optio-no-such-package');
    expect(() => missing()).toThrow(/Cannot find module 'optio-no-such-package'/);
  });
});
