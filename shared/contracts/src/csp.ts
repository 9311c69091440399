import { z } from 'zod';

// In the browser, zod must not probe for eval (`new Function`) to compile its parsers: the pages'
// CSP has no 'unsafe-eval', and the refused probe is reported as a violation on every page with a
// form (isomorphic check: this package is typechecked without the DOM library). On the server the JIT stays on (it is faster and nothing forbids it there).
if ('document' in globalThis) z.config({ jitless: true });
