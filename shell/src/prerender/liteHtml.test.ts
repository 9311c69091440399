import { liteHtml } from './liteHtml.node';

const page =
  '<!doctype html><html lang="en"><head><title>Optio</title>' +
  '<link rel="preload" href="/registry.json" as="fetch" crossorigin>' +
  '<script src="/main.abc.js" type="module"></script><link href="/main.abc.css" rel="stylesheet">' +
  '<link rel="preload" as="script" href="/shared.abc.js">' +
  '<link rel="preload" as="style" href="/shared.abc.css"></head>' +
  '<body><div id="root">APP</div></body></html>';

describe('liteHtml', () => {
  const html = liteHtml(page, '<div id="root">APP</div>', 'CHROME', 'islands.x.js', (path) =>
    path === '/main.abc.css' ? 'body{color:red}' : '',
  );
  const app = JSON.parse(
    /<script type="application\/json" id="optio-app">(.*?)<\/script>/.exec(html)![1]!,
  );

  it('hands the entry and the bootstrap preloads to the islands instead of loading them', () => {
    expect(app).toEqual({
      scripts: ['/main.abc.js'],
      preload: ['/shared.abc.js', '/shared.abc.css'],
      litePaths: [],
    });
    expect(html).not.toContain('<link rel="preload"');
    expect(html).not.toContain('<script src="/main.abc.js"');
  });

  it('inlines the stylesheet, marks the page lite and shows the signed-out chrome', () => {
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).toContain('<html lang="en" data-lite="">');
    expect(html).toContain('<div id="root">CHROME</div>');
    expect(html).toContain('<script src="/islands.x.js" defer></script>');
  });
});
