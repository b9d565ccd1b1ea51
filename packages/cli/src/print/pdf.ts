/**
 * The PDF writer of `print`, on pdfkit. Pages are drawn one at a time and pdfkit writes each out
 * when the next begins (its default, without `bufferPages`), so the bytes come out as a stream of
 * chunks, drained after every page: a book of any length is built in bounded memory. The font is
 * embedded once at the end, subset to the glyphs used.
 */
import PDFDocument from 'pdfkit';
import { chunksOf, type BookOptions, type PrintItem } from './book.js';
import { digitShapes, fontFile, type Weight } from './font.js';
import { lineWidths, pageLayout, type LayoutOptions, type Slot } from './layout.js';

type Doc = PDFKit.PDFDocument;

const FONT: Record<string, Weight> = { regular: 400, given: 500, bold: 600 };
const SOLVED_GREY = '#4d4d4d';

/** The grid's lines: thin cell lines first, then thick box lines and the border over them. */
function drawLines(doc: Doc, slot: Slot): void {
  const { x, y, size } = slot;
  const cell = size / 9;
  const { thin, thick } = lineWidths(size);
  doc.save().lineCap('butt').strokeColor('#000');
  for (let i = 1; i < 9; i++) {
    if (i % 3 === 0) continue;
    doc.moveTo(x + i * cell, y).lineTo(x + i * cell, y + size);
    doc.moveTo(x, y + i * cell).lineTo(x + size, y + i * cell);
  }
  doc.lineWidth(thin).stroke();
  for (const i of [3, 6]) {
    doc.moveTo(x + i * cell, y).lineTo(x + i * cell, y + size);
    doc.moveTo(x, y + i * cell).lineTo(x + size, y + i * cell);
  }
  doc.lineWidth(thick).stroke();
  doc.rect(x, y, size, size).lineJoin('miter').lineWidth(thick).stroke();
  doc.restore();
}

/**
 * Digits row by row (so text extraction reads them in order), each centred on its ink. On a
 * solution grid the givens are dark and the rest grey; `givens` marks which are which.
 */
function drawDigits(doc: Doc, slot: Slot, cells: string, givens?: string): void {
  const cell = slot.size / 9;
  const fontSize = cell * 0.62;
  for (let i = 0; i < 81; i++) {
    const d = cells.charCodeAt(i) - 48;
    if (d < 1 || d > 9) continue;
    const given = givens === undefined || givens[i] === cells[i];
    const weight = given ? FONT.given : FONT.regular;
    const shape = digitShapes(weight)[d];
    const cx = slot.x + ((i % 9) + 0.5) * cell;
    const cy = slot.y + (Math.floor(i / 9) + 0.5) * cell;
    doc
      .font(given ? 'given' : 'regular')
      .fontSize(fontSize)
      .fillColor(given ? '#000' : SOLVED_GREY)
      .text(String(d), cx + shape.originX * fontSize, cy - shape.originY * fontSize, { baseline: 'alphabetic', lineBreak: false });
  }
}

/** The label line above a grid: the number on the left, the label on the right. */
function drawLabel(doc: Doc, slot: Slot, number: string, label: string): void {
  if (!slot.labelSize) return;
  const options = { baseline: 'alphabetic' as const, lineBreak: false };
  doc.fillColor('#000').fontSize(slot.labelSize);
  if (number) doc.font('bold').text(number, slot.x, slot.labelBaseline, options);
  if (label) {
    doc.font('regular').fillColor('#333');
    doc.text(label, slot.x + slot.size - doc.widthOfString(label), slot.labelBaseline, options);
  }
}

function drawRunning(doc: Doc, text: string, left: number, right: number, baseline: number, size: number): void {
  doc.font('regular').fontSize(size).fillColor('#000');
  // A title longer than the line is set smaller rather than run off the page.
  if (doc.widthOfString(text) > right - left) doc.fontSize((size * (right - left)) / doc.widthOfString(text));
  const width = doc.widthOfString(text);
  doc.text(text, left + (right - left - width) / 2, baseline, { baseline: 'alphabetic', lineBreak: false });
}

export interface PdfProgress {
  (pagesDone: number): void;
}

/**
 * The PDF of a book as chunks of bytes, produced page by page. The caller writes them out (for
 * `print`, atomically) and can stop early by not pulling more.
 */
export function* pdfChunks(items: readonly PrintItem[], book: BookOptions, onPage?: PdfProgress): Generator<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: book.title ?? 'Sudoku', Creator: 'sudokit', Producer: 'sudokit with pdfkit', CreationDate: book.createdAt ?? new Date() },
  });
  for (const [name, weight] of Object.entries(FONT)) doc.registerFont(name, fontFile(weight));
  let pageIndex = 0;
  const drain = function* () {
    for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) yield chunk;
  };
  const newPage = (head: string | undefined, perPage: number, labels: boolean, footSolutions?: number) => {
    doc.addPage({ size: [book.page.width, book.page.height], margin: 0 });
    const options: LayoutOptions = { page: book.page, margins: book.margins, gutter: book.gutter, perPage, head: !!head, labels, footSolutions };
    const layout = pageLayout(options, pageIndex);
    if (head) drawRunning(doc, head, layout.left, layout.right, layout.headBaseline, layout.runningSize);
    drawRunning(doc, String(pageIndex + 1), layout.left, layout.right, layout.footBaseline, layout.runningSize);
    pageIndex++;
    return layout;
  };
  const numberOf = (item: PrintItem) => (book.numbers ? String(item.number) : '');

  for (const page of chunksOf(items, book.perPage)) {
    const layout = newPage(book.title, book.perPage, book.labels, book.solutions === 'each-page' ? book.perPage : undefined);
    if (pageIndex === 1) doc.outline.addItem('Puzzles'); // bookmarks for a reader's side panel
    page.forEach((item, k) => {
      const slot = layout.slots[k];
      drawLabel(doc, slot, numberOf(item), item.label);
      drawLines(doc, slot);
      drawDigits(doc, slot, item.puzzle);
      const small = layout.solutionSlots[k];
      if (small) {
        drawLabel(doc, small, numberOf(item), '');
        drawLines(doc, small);
        drawDigits(doc, small, item.solution, item.puzzle);
      }
    });
    onPage?.(pageIndex);
    yield* drain();
  }
  if (book.solutions === 'end') {
    // In a bound book the solutions section opens on a right-hand page.
    if (book.gutter > 0 && pageIndex % 2 === 1) {
      doc.addPage({ size: [book.page.width, book.page.height], margin: 0 });
      pageIndex++;
    }
    const head = book.title ? `${book.title} · Solutions` : 'Solutions';
    let first = true;
    for (const page of chunksOf(items, book.solutionsPerPage)) {
      const layout = newPage(head, book.solutionsPerPage, book.numbers);
      if (first) doc.outline.addItem('Solutions');
      first = false;
      page.forEach((item, k) => {
        const slot = layout.slots[k];
        drawLabel(doc, slot, numberOf(item), '');
        drawLines(doc, slot);
        drawDigits(doc, slot, item.solution, item.puzzle);
      });
      onPage?.(pageIndex);
      yield* drain();
    }
  }
  doc.end();
  yield* drain();
}
