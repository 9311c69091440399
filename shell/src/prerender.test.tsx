import { renderChrome } from './prerender';
import { OUTLET_MARKER } from './prerender/markup';

describe('the build-time chrome', () => {
  it('is the signed-out first render with the outlet inside the Suspense boundary of main', () => {
    const html = renderChrome();
    expect(html).toMatch(/^<div class="shell"><a href="#main-content" class="shell-skiplink">/);
    expect(html).toContain(`class="shell-main"><!--$-->${OUTLET_MARKER}<!--/$--></main>`);
    // Session still loading: neither the sign-in links nor a user menu yet.
    expect(html).toContain('<div class="shell-account" aria-busy="true"></div>');
    expect(html).not.toContain('shell-sidemenu');
    expect(html).toContain('<select disabled="" data-prerender-disabled="">');
  });

  it('holds the footer\'s "Privacy choices" on every prerendered page, usable once the app runs', () => {
    expect(renderChrome()).toMatch(
      /<footer class="shell-footer">.*<button disabled="" data-prerender-disabled="" type="button" class="shell-footer-button" aria-haspopup="dialog" aria-expanded="false">Privacy choices<\/button>.*<\/footer>/,
    );
  });
});
