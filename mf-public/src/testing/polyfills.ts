// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time. Import this
// module first in a jsdom test, before anything that pulls in react-router.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
