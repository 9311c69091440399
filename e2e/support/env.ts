import { resolve } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The data dir of the server under test; start-server.mjs empties it before each run.
 * E2E_DATA_DIR lets two runs on one machine (each with its own E2E_PORT) keep apart. */
export const E2E_DATA_DIR = resolve(__dirname, '..', '..', process.env.E2E_DATA_DIR ?? '.e2e-data');
export const REPO_ROOT = resolve(__dirname, '..', '..');
export const DEMO_PASSWORD = 'Optio-Demo-2026!';
