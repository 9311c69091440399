// sonner injects its stylesheet as an inline <style> element at run time, which a CSP without
// 'unsafe-inline' styles refuses. This loader drops that call; @optio/ui imports sonner's own
// dist/styles.css instead, so the same rules arrive as a same-origin stylesheet.
const INSERT_CALL = /^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/m;

module.exports = function sonnerStylesLoader(source) {
  if (!INSERT_CALL.test(source)) {
    throw new Error('sonner-styles-loader: sonner no longer injects its CSS the known way');
  }
  return source.replace(INSERT_CALL, '');
};
