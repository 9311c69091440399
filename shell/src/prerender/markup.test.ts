/** @jest-environment jsdom */
import { disableControls, enableControls, PRERENDER_DISABLED_ATTRIBUTE } from './markup';

describe('build-time markup controls', () => {
  it('disables buttons and selects, marking the ones it disabled', () => {
    expect(
      disableControls('<button type="button">Go</button><select><option>a</option></select>'),
    ).toBe(
      '<button disabled="" data-prerender-disabled="" type="button">Go</button>' +
        '<select disabled="" data-prerender-disabled=""><option>a</option></select>',
    );
  });

  it('leaves controls that are disabled anyway, and other tags, alone', () => {
    const html =
      '<button disabled="" type="submit">Save</button><buttons></buttons><a href="/">x</a>';
    expect(disableControls(html)).toBe(html);
  });

  it('enables exactly what it disabled once the app has taken over', () => {
    document.body.innerHTML = disableControls(
      '<button id="a">A</button><button id="b" disabled="">B</button>',
    );
    enableControls(document.body);
    expect(document.getElementById('a')?.hasAttribute('disabled')).toBe(false);
    expect(document.getElementById('b')?.hasAttribute('disabled')).toBe(true);
    expect(document.querySelectorAll(`[${PRERENDER_DISABLED_ATTRIBUTE}]`)).toHaveLength(0);
  });
});
