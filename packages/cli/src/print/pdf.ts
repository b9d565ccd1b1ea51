/**
 * The PDF writer of `print`, on pdfkit. Pages are drawn one at a time and pdfkit writes each out
 * when the next begins (its default, without `bufferPages`), so the bytes come out as a stream of
 * chunks, drained after every page: a book of any length is built in bounded memory. The font is
 * embedded once at the end, subset to the glyphs used.
 */
import PDFDocument from 'pdfkit';
import { chunksOf, type BookOptions, type PrintItem } from './book.js';
import { fontFile, numberShape, type Weight } from './font.js';
import { planGrid, type GridPlan } from './grid-plan.js';
import { pageLayout, type LayoutOptions, type Slot } from './layout.js';

type Doc = PDFKit.PDFDocument;

const FONT: Record<string, Weight> = { regular: 400, given: 500, bold: 600 };
const SOLVED_GREY = '#4d4d4d';

/**
 * One grid of any variant (grid-plan.ts): shading and tints, then the light diagonals, cell lines,
 * region borders and frame, the dashed cages and their sums, then the digits, row by row (so text
 * extraction reads them in order), each centred on its ink. On a solution grid the givens are
 * dark and the rest grey.
 */
function drawGrid(doc: Doc, plan: GridPlan): void {
  const { x, y, side, widths } = plan;
  doc.save().lineCap('butt');
  for (const r of plan.shades) doc.rect(r.x, r.y, r.width, r.height).fill(plan.shade);
  for (const tint of plan.tints) {
    for (const loop of tint.loops) polygon(doc, loop);
    doc.fill(tint.colour);
  }
  if (plan.diagonals.length) {
    for (const d of plan.diagonals) doc.moveTo(d.x1, d.y1).lineTo(d.x2, d.y2);
    doc.lineWidth(widths.diagonal).strokeColor(plan.diagonalColour).stroke();
  }
  doc.strokeColor('#000');
  for (const l of plan.thin) doc.moveTo(l.x1, l.y1).lineTo(l.x2, l.y2);
  doc.lineWidth(widths.thin).stroke();
  if (plan.cages.length) {
    for (const cage of plan.cages) for (const loop of cage.loops) polygon(doc, loop);
    doc.lineWidth(widths.cage).dash(plan.dash[0], { space: plan.dash[1] }).stroke().undash();
  }
  doc.lineCap('square'); // region borders meet without notches
  for (const l of plan.thick) doc.moveTo(l.x1, l.y1).lineTo(l.x2, l.y2);
  doc.lineWidth(widths.thick).stroke();
  doc.rect(x, y, side, side).lineJoin('miter').lineWidth(widths.thick).stroke();
  for (const cage of plan.cages) {
    const b = cage.sumBack;
    doc.rect(b.x, b.y, b.width, b.height).fill(cage.sumFill);
    drawNumber(doc, cage.sum, 400, cage.sumCx, cage.sumCy, cage.sumSize, '#000');
  }
  doc.restore();
  for (const d of plan.digits) drawNumber(doc, d.value, d.given ? FONT.given : FONT.regular, d.cx, d.cy, d.fontSize, d.given ? '#000' : SOLVED_GREY);
}

function polygon(doc: Doc, loop: readonly { x: number; y: number }[]): void {
  loop.forEach((p, k) => (k === 0 ? doc.moveTo(p.x, p.y) : doc.lineTo(p.x, p.y)));
  doc.closePath();
}

/** A number centred on its ink at (cx, cy). */
function drawNumber(doc: Doc, value: number, weight: Weight, cx: number, cy: number, fontSize: number, colour: string): void {
  const shape = numberShape(weight, value);
  doc
    .font(weight === FONT.given ? 'given' : 'regular')
    .fontSize(fontSize)
    .fillColor(colour)
    .text(String(value), cx + shape.originX * fontSize, cy - shape.originY * fontSize, { baseline: 'alphabetic', lineBreak: false });
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
      drawGrid(doc, planGrid(item, slot, { tints: book.tints }));
      const small = layout.solutionSlots[k];
      if (small) {
        drawLabel(doc, small, numberOf(item), '');
        drawGrid(doc, planGrid(item, small, { tints: book.tints, solution: item.solution }));
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
        drawGrid(doc, planGrid(item, slot, { tints: book.tints, solution: item.solution }));
      });
      onPage?.(pageIndex);
      yield* drain();
    }
  }
  doc.end();
  yield* drain();
}
