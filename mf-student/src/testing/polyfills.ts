// jsdom lacks TextEncoder/TextDecoder, which react-router needs; imported first by UI tests.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
