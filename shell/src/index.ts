// Styles first, from the entry chunk: index.html links them in <head>, so the build-time HTML of
// the chrome (and of a prerendered page) paints styled before any script runs. The bundler keeps
// each file out of the later chunks that import it too.
import '@optio/ui/src/tokens.css';
import '@optio/ui/src/ui.css';
import './shell.css';
import { restoreTheme } from './layout/theme';
import { sendVisitBeacon } from './campaigns/beacon';

restoreTheme();
sendVisitBeacon();

// The async boundary lets the Module Federation runtime negotiate shared singletons before any
// application code runs (without it the page stays white with RUNTIME-006).
import('./bootstrap');
