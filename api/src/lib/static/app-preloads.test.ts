import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manifestReader, remoteFiles } from './app-preloads';

describe('manifestReader', () => {
  it('parses each file once for the life of one reader', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'optio-manifest-'));
    const file = join(dir, 'mf-manifest.json');
    writeFileSync(file, JSON.stringify({ metaData: { remoteEntry: { name: 'a.js' } } }));
    const read = manifestReader();
    const first = await read(file);
    writeFileSync(file, JSON.stringify({ metaData: { remoteEntry: { name: 'b.js' } } }));
    expect(await read(file)).toBe(first);
    // The next request's reader sees a remote released in between.
    expect((await manifestReader()(file))?.metaData?.remoteEntry?.name).toBe('b.js');
  });

  it('answers null for a missing or broken manifest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'optio-manifest-'));
    writeFileSync(join(dir, 'broken.json'), '{');
    const read = manifestReader();
    expect(await read(join(dir, 'missing.json'))).toBeNull();
    expect(await read(join(dir, 'broken.json'))).toBeNull();
  });
});

describe('remoteFiles', () => {
  it('lists the entry, the exposed module and the shared modules the shell does not provide', () => {
    const files = remoteFiles(
      {
        metaData: { remoteEntry: { name: 'remoteEntry.js' } },
        exposes: [
          { path: './App', assets: { js: { sync: ['app.1.js'] }, css: { sync: ['app.1.css'] } } },
        ],
        shared: [
          { name: 'react', assets: { js: { sync: ['react.2.js'] } } },
          { name: 'zod', assets: { js: { sync: ['zod.3.js', '../escape.js'] } } },
        ],
      },
      './App',
      new Set(['react']),
    );
    expect(files).toEqual({
      scripts: ['remoteEntry.js', 'app.1.js', 'zod.3.js'],
      stylesheets: ['app.1.css'],
    });
  });
});
