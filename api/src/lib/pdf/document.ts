import { lazyModule } from '../lazy-module';
import { fontRuns, loadFace, type Weight } from './fonts';

// Loaded with the first PDF written (with the Noto faces, it is the heaviest part of the server).
const pdfkit = lazyModule<typeof import('pdfkit')>('pdfkit');

export interface PdfOptions {
  /** Shown as the window title (DisplayDocTitle) and stored in the document info. */
  title: string;
  /** BCP 47 tag of the document's language, e.g. `en-US`. */
  lang: string;
  author: string;
  subject: string;
}

interface TextStyle {
  size: number;
  weight?: Weight;
  /** Left indent in points. */
  indent?: number;
}

/**
 * A tagged PDF (PDF/UA-style structure: Document → H1/H2/P) written with embedded Noto fonts,
 * so any name in Latin, Vietnamese, Greek, Cyrillic, Chinese, Japanese or Korean renders and can
 * be searched, copied and read aloud. Every PDF the platform makes goes through this.
 */
export class PdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly root: PDFKit.PDFStructureElement;
  private readonly registered = new Set<string>();
  private readonly done: Promise<Buffer>;
  private readonly margin = 54;

  /**
   * `stream: true` keeps nothing: the bytes are read from `readable` as they are written (pipe
   * it to the reply), and `finish()` resolves with an empty buffer once the document ends.
   */
  constructor(options: PdfOptions, mode: { stream?: boolean } = {}) {
    this.doc = new (pdfkit())({
      size: 'LETTER',
      margin: this.margin,
      tagged: true,
      lang: options.lang,
      displayTitle: true,
      pdfVersion: '1.7',
      info: { Title: options.title, Author: options.author, Subject: options.subject },
    });
    const chunks: Buffer[] = [];
    if (!mode.stream) this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
  }

  heading(text: string, level: 1 | 2, size: number): this {
    return this.block(level === 1 ? 'H1' : 'H2', text, { size, weight: 'bold' });
  }

  paragraph(text: string, style: TextStyle): this {
    return this.block('P', text, style);
  }

  moveDown(lines: number): this {
    this.doc.moveDown(lines);
    return this;
  }

  /** Starts a new page when less than `points` of the page is left. */
  keepSpace(points: number): this {
    if (this.doc.y > this.doc.page.height - points) this.doc.addPage();
    return this;
  }

  /** The document's bytes as a stream (with `stream: true`). */
  get readable(): NodeJS.ReadableStream {
    return this.doc;
  }

  /**
   * Waits while more than `maxBytes` written wait unread in the stream (pdfkit pushes without
   * regard to back-pressure): a slow reader then slows the writing instead of growing memory.
   */
  async drain(maxBytes = 1024 * 1024): Promise<void> {
    while (this.doc.readableLength > maxBytes && !this.doc.destroyed) {
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  /** The y position of the next line. */
  get y(): number {
    return this.doc.y;
  }

  /**
   * An image (JPEG or PNG bytes) drawn at `x` (from the left margin) and `y`, fitted in
   * `size` points square, tagged as a Figure with its alternative text.
   */
  image(bytes: Buffer, at: { x: number; y: number }, size: number, alt: string): this {
    const figure = this.doc.struct('Figure', { alt }, () => {
      this.doc.image(bytes, this.margin + at.x, at.y, { fit: [size, size] });
    });
    this.root.add(figure);
    figure.end();
    return this;
  }

  /**
   * A QR code drawn as filled squares (vector, so it scans at any print size): `dark[row][col]`
   * marks a dark module. Tagged as a Figure with its alternative text, and a link to `url` (what
   * it encodes) for readers who click rather than scan. The page around it must stay blank for
   * four modules (the quiet zone scanners need).
   */
  qrCode(dark: boolean[][], at: { x: number; y: number }, size: number, alt: string, url: string) {
    const cell = size / dark.length;
    const left = this.margin + at.x;
    const figure = this.doc.struct('Figure', { alt }, () => {
      dark.forEach((row, r) =>
        row.forEach((isDark, c) => {
          if (isDark) this.doc.rect(left + c * cell, at.y + r * cell, cell, cell);
        }),
      );
      this.doc.fill('black');
    });
    this.root.add(figure);
    figure.end();
    this.doc.link(left, at.y, size, size, url);
    return this;
  }

  /** Moves the next line to `y` (below drawn images). */
  moveTo(y: number): this {
    this.doc.y = y;
    return this;
  }

  finish(): Promise<Buffer> {
    this.root.end();
    this.doc.end();
    return this.done;
  }

  /** One structure element drawn as font runs of one line-wrapped paragraph. */
  private block(tag: string, text: string, style: TextStyle): this {
    const weight = style.weight ?? 'regular';
    const indent = style.indent ?? 0;
    const width = this.doc.page.width - this.margin * 2 - indent;
    const x = this.margin + indent;
    const element = this.doc.struct(tag, {}, () => {
      const runs = fontRuns(text, weight);
      runs.forEach((run, i) => {
        this.doc.font(this.fontName(weight, run.face)).fontSize(style.size);
        const continued = i < runs.length - 1;
        if (i === 0) this.doc.text(run.text, x, this.doc.y, { width, continued });
        else this.doc.text(run.text, { continued });
      });
    });
    this.root.add(element);
    // Written out at once: a long document keeps no finished element in memory.
    element.end();
    return this;
  }

  private fontName(weight: Weight, face: number): string {
    const name = `${weight}-${face}`;
    if (!this.registered.has(name)) {
      // pdfkit takes a parsed fontkit font as well as bytes (its types say bytes only); sharing
      // the parsed font keeps its tables parsed once per process instead of once per document.
      this.doc.registerFont(name, loadFace(weight, face).font as unknown as Buffer);
      this.registered.add(name);
    }
    return name;
  }
}
