// Prints a PDF's text and document info as JSON, read with pdf.js (through pdf-parse), the way
// a screen reader or a search would. Run as its own process: pdf.js is ES modules only.
import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';

const parser = new PDFParse({ data: new Uint8Array(readFileSync(process.argv[2])) });
try {
  const { text } = await parser.getText();
  const { info } = await parser.getInfo();
  process.stdout.write(JSON.stringify({ text, info }));
} finally {
  await parser.destroy();
}
