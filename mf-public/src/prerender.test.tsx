import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import prerender, { renderLanding, type PrerenderedPage } from './prerender';
import type { LitePage } from './prerender/lite';

describe('the build-time landing page', () => {
  it('is the landing as a signed-out first render shows it, controls disabled until start', () => {
    const html = renderLanding();
    expect(html).toContain('<h1 id="pub-hero-title">Raise doers, not dependents.</h1>');
    expect(html).toContain('Free to start, no credit card needed');
    // The hero's calls to action wait for the session; their space is reserved.
    expect(html).toContain('<div class="pub-hero__actions" data-session="loading"></div>');
    expect(html).toMatch(
      /<button disabled="" data-prerender-disabled="" type="button"[^>]*>Read Our Full Philosophy<\/button>/,
    );
    // The modal is not part of the first render.
    expect(html).not.toContain('role="dialog"');
  });

  it('writes prerender.json with the page, its title and the assets from the manifest', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mf-public-prerender-'));
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js' } },
        exposes: [
          {
            name: 'App',
            assets: { js: { sync: ['expose.1.js'] }, css: { sync: ['expose.1.css'] } },
          },
        ],
      }),
    );
    await prerender(dist);
    const pages = JSON.parse(readFileSync(join(dist, 'prerender.json'), 'utf8')) as Record<
      string,
      PrerenderedPage
    >;
    expect(Object.keys(pages)).toEqual(['/']);
    expect(pages['/']).toMatchObject({
      title: 'Optio — Raise doers, not dependents.',
      stylesheets: ['expose.1.css'],
      scripts: ['remoteEntry.js', 'expose.1.js'],
    });
    expect(pages['/']?.html).toContain('Raise doers, not dependents.');
  });

  it('writes lite.json: the landing and every content page, signed out, with the dialog and the lead form data', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mf-public-lite-'));
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js' } },
        exposes: [{ name: 'App', assets: { js: { sync: [] }, css: { sync: [] } } }],
      }),
    );
    await prerender(dist);
    const pages = JSON.parse(readFileSync(join(dist, 'lite.json'), 'utf8')) as Record<
      string,
      LitePage
    >;
    expect(Object.keys(pages)).toEqual([
      '/',
      '/promo',
      '/promo/credit-tracker',
      '/promo/homeschool-portfolio',
      '/promo/teacher-consultation',
      '/consultation',
      '/terms',
      '/privacy',
      '/academy-agreement',
      '/academy-handbook',
    ]);
    const landing = pages['/']!;
    // Signed out: the calls to action are in the HTML, and the controls are not disabled.
    expect(landing.html).toContain('data-session="anonymous"><a class="pub-btn');
    expect(landing.html).not.toContain('data-prerender-disabled');
    expect(landing.html).toMatch(/<button[^>]*data-opens="pub-philosophy-dialog"/);
    expect(landing.html).toContain('<dialog id="pub-philosophy-dialog"');
    expect(pages['/terms']?.html).toContain('<h1>');
    // The promo pages' lead form is an island: its strings ride along, its button waits for it.
    expect(pages['/promo']?.html).toContain(
      '<script type="application/json" id="optio-lead-form">',
    );
    expect(pages['/consultation']?.html).toContain('id="optio-lead-form"');
  });
});
