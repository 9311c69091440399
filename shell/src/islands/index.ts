// The only script of a page served without the app (api/src/lib/static/lite.ts): the theme and
// the campaign visit as the shell's entry would do them, the few controls the page has, and the
// app fetched on intent. No React, no Module Federation runtime, no shared singletons.
import { sendVisitBeacon } from '../campaigns/beacon';
import { restoreTheme } from '../layout/theme';
import { prefetchApp, readAppAssets, startApp } from './app';
import { detectLanguage, wireControls } from './controls';
import { wireIntent } from './intent';
import { wireLeadForm } from './leadForm';

restoreTheme();
const assets = readAppAssets();
if (detectLanguage() !== 'en') {
  // The build-time HTML is English: the app renders the page in the visitor's language.
  prefetchApp(assets);
  void startApp(assets);
  sendVisitBeacon();
} else {
  // The rest in a task of its own: this script runs in the task that ends parsing, where Chrome
  // then lays the page out for the first time; together they made one long task (TBT).
  setTimeout(() => {
    wireControls(assets);
    wireIntent(assets);
    wireLeadForm();
    sendVisitBeacon();
  }, 0);
}
