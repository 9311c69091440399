import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
const RECT = new RegExp(`${NUMBER} ${NUMBER} ${NUMBER} ${NUMBER} re`, 'g');
const PIXELS_PER_MODULE = 4;
const QUIET_MODULES = 4;

/** Every content stream of a PDF, inflated (pdfkit compresses them with Flate). */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      out.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'));
    } catch {
      // Not Flate (fonts, metadata): no drawing in it.
    }
  }
  return out;
}

/**
 * What the QR code drawn in a PDF says, read as a phone would: its filled squares rasterised
 * (with the quiet zone) and decoded by jsQR. Null when the PDF draws no readable QR code.
 */
export function decodeQr(pdf: Buffer): string | null {
  const squares = contentStreams(pdf)
    .flatMap((s) => [...s.matchAll(RECT)])
    .map((m) => m.slice(1, 5).map(Number) as [number, number, number, number])
    .filter(([, , w, h]) => Math.abs(w - h) < 1e-3);
  if (squares.length === 0) return null;
  const cell = Math.min(...squares.map(([, , w]) => w));
  const minX = Math.min(...squares.map(([x]) => x));
  const minY = Math.min(...squares.map(([, y]) => y));
  const modules = Math.round((Math.max(...squares.map(([x]) => x)) - minX) / cell) + 1;
  const side = (modules + QUIET_MODULES * 2) * PIXELS_PER_MODULE;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y] of squares) {
    const col = Math.round((x - minX) / cell) + QUIET_MODULES;
    const row = Math.round((y - minY) / cell) + QUIET_MODULES;
    for (let dy = 0; dy < PIXELS_PER_MODULE; dy += 1) {
      for (let dx = 0; dx < PIXELS_PER_MODULE; dx += 1) {
        const at = ((row * PIXELS_PER_MODULE + dy) * side + col * PIXELS_PER_MODULE + dx) * 4;
        rgba.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(rgba, side, side)?.data ?? null;
}
