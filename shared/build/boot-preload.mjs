import rspack from '@rspack/core';

/**
 * The shell's entry only starts its async bootstrap (the Module Federation boundary) after it has
 * run, so the bootstrap's chunks were requested one script's execution late. This adds
 * `<link rel="preload" as="script">` for them to index.html, so they download while the entry
 * runs. The lite page hands the same list to its islands (shell/src/prerender/liteHtml.node.ts).
 */
export class BootPreloadPlugin {
  /** @param {string} request the entry's dynamic import whose chunks start the app */
  constructor(request = './bootstrap') {
    this.request = request;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(
        'BootPreloadPlugin',
        async (data) => {
          const group = compilation.chunkGroups.find((g) =>
            g.origins.some((origin) => origin.request === this.request),
          );
          if (!group) throw new Error(`BootPreloadPlugin: no chunk group for ${this.request}`);
          const publicPath = compilation.outputOptions.publicPath;
          const links = group.chunks
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => /\.(js|css)$/.test(file))
            .map((file) => {
              const as = file.endsWith('.css') ? 'style' : 'script';
              return `<link rel="preload" as="${as}" href="${publicPath}${file}">`;
            })
            .join('');
          data.html = data.html.replace('</head>', () => `${links}</head>`);
          return data;
        },
      );
    });
  }
}
