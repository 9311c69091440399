// `npm test` runs the API suites beside the typecheck, lint and unit lane on a 2-core machine
// (scripts/lanes.mjs): starting a server with a fresh database can then take longer than jest's
// 5 s default. A slow start is not a failure; suites that need more still set their own timeout.
jest.setTimeout(30_000);
