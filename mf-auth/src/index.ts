// A remote is consumed through its remoteEntry; this entry only keeps the build self-contained
// (and gives `npm run dev` something to serve) behind an async boundary.
import('./App');
