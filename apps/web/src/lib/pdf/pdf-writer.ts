/**
 * What the tax invoice and the credit note share (loaded with either, never before an action): an A4
 * page written top-down in Noto Sans (it has ₹; SIL Open Font License, which allows embedding),
 * subset so only the glyphs used go into the file, and the blocks both documents draw: supplier,
 * recipient, the lines with SAC, the tax split and the footer. Each document is a TaxDocument: the
 * values that set it apart, drawn in the one layout of writeTaxDocument.
 */
import regularUrl from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';
import type { InvoiceFile } from '@lwl/machines';
import {
  formatInvoiceAmount,
  INVOICE_GST_WORDS,
  INVOICE_ROUND_OFF_LABEL,
  type Invoice,
  invoiceSlug,
} from '@lwl/schemas';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { formatDate } from '../format.ts';
import { subsettingFontkit } from './fontkit-adapter.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INK = rgb(0.13, 0.11, 0.16);
const MUTED = rgb(0.4, 0.38, 0.44);
const RULE = rgb(0.8, 0.78, 0.84);
const BAND = rgb(0.95, 0.93, 0.97);
const RIGHT = A4.width - MARGIN;
const HALF = (A4.width - 2 * MARGIN) / 2;

const fontBytes = (url: string) =>
  fetch(url).then((res) => {
    if (!res.ok) throw new Error(`font ${url}: HTTP ${res.status}`);
    return res.arrayBuffer();
  });

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Writes text top-down; `y` is the baseline of the next line. */
class Writer {
  y = A4.height - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  text(
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: typeof INK; right?: boolean } = {},
  ) {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const left = options.right ? x - font.widthOfTextAtSize(value, size) : x;
    this.page.drawText(value, { x: left, y: this.y, size, font, color: options.color ?? INK });
  }

  /** Lines of `value` no wider than `width`, split at spaces. */
  wrap(value: string, width: number, size = 9, bold = false): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lines: string[] = [];
    let line = '';
    for (const word of value.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Wrapped text at the left margin, the full width, moving down. */
  paragraph(value: string, options: { size?: number; bold?: boolean; lineHeight?: number } = {}) {
    const size = options.size ?? 8.5;
    for (const part of this.wrap(value, 2 * HALF, size, options.bold)) {
      this.text(part, MARGIN, { size, bold: options.bold ?? false });
      this.y -= options.lineHeight ?? 11;
    }
  }

  rule(y = this.y) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4.width - MARGIN, y },
      thickness: 0.6,
      color: RULE,
    });
  }

  band(top: number, height: number) {
    this.page.drawRectangle({
      x: MARGIN,
      y: top - height,
      width: A4.width - 2 * MARGIN,
      height,
      color: BAND,
    });
  }
}

/** A new A4 document in Noto Sans, with its title metadata, and a writer at the top of its page. */
async function startDocument(meta: { title: string; author: string; subject: string }) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(subsettingFontkit);
  const [regular, bold] = await Promise.all([fontBytes(regularUrl), fontBytes(boldUrl)]);
  // Subset: only the glyphs the document uses go into the file (a few kB instead of ~310 kB a font).
  const fonts = {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  };
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  pdf.setSubject(meta.subject);
  const page = pdf.addPage([A4.width, A4.height]);
  return { pdf, writer: new Writer(page, fonts) };
}

/** A labelled block of lines at x, from the writer's current y; answers the y below it. */
function block(w: Writer, x: number, title: string, lines: string[], width: number): number {
  const top = w.y;
  w.text(title.toUpperCase(), x, { size: 7.5, bold: true, color: MUTED });
  w.y -= 13;
  for (const [i, line] of lines.entries()) {
    for (const part of w.wrap(line, width, 9, i === 0)) {
      w.text(part, x, { bold: i === 0 });
      w.y -= 12;
    }
  }
  const bottom = w.y;
  w.y = top;
  return bottom;
}

export const dateOf = (day: string) => formatDate(day);

/** The title line and its rule. */
function title(w: Writer, text: string, aside: string) {
  w.text(text, MARGIN, { size: 16, bold: true });
  w.text(aside, RIGHT, { size: 8, color: MUTED, right: true });
  w.y -= 12;
  w.rule(w.y);
  w.y -= 18;
}

/** The supplier on the left, the document's details on the right (the first one in bold). */
function supplierAndDetails(w: Writer, invoice: Invoice, details: [string, string][]) {
  const { seller } = invoice;
  const sellerBottom = block(
    w,
    MARGIN,
    'Supplier',
    [
      seller.name,
      ...seller.address_lines,
      `State: ${seller.state} (code ${seller.state_code})`,
      `GSTIN: ${seller.gstin}`,
      seller.email,
    ],
    HALF - 16,
  );
  let detailsY = w.y;
  for (const [index, [label, value]] of details.entries()) {
    w.y = detailsY;
    w.text(label, MARGIN + HALF, { size: 8, color: MUTED });
    w.text(value, RIGHT, { bold: index === 0, right: true });
    detailsY -= 13;
  }
  w.y = Math.min(sellerBottom, detailsY) - 10;
  w.rule(w.y + 4);
  w.y -= 12;
}

export function placeOfSupply(invoice: Invoice): string {
  const place = invoice.place_of_supply;
  if (!place) return 'Outside India (export)';
  return `${place.state}${place.state_code ? ` (${place.state_code})` : ''}`;
}

function recipient(w: Writer, invoice: Invoice) {
  const { buyer } = invoice;
  const buyerLines = [
    buyer.company ?? buyer.name,
    ...(buyer.company ? [`Attn: ${buyer.name}`] : []),
    ...buyer.address_lines,
    ...(buyer.state ? [`State: ${buyer.state}${buyer.state_code ? ` (code ${buyer.state_code})` : ''}`] : []),
    `GSTIN: ${buyer.gstin ?? 'Unregistered'}`,
    buyer.email,
  ];
  w.y = block(w, MARGIN, 'Bill to (recipient)', buyerLines, 2 * HALF) - 8;
}

/** The invoice's lines: description, SAC, quantity, price, discount, taxable value. */
function lines(w: Writer, invoice: Invoice) {
  const money = (minor: number) => formatInvoiceAmount(minor, invoice.currency);
  const columns = [
    { title: '#', x: MARGIN + 4 },
    { title: 'Description of service', x: MARGIN + 20 },
    { title: 'SAC', x: MARGIN + 232 },
    { title: 'Qty', x: MARGIN + 290, right: true },
    {
      title: INVOICE_GST_WORDS[invoice.gst_treatment].priceColumn,
      x: MARGIN + 362,
      right: true,
    },
    { title: 'Discount', x: MARGIN + 430, right: true },
    { title: 'Taxable value', x: RIGHT - 4, right: true },
  ];
  w.band(w.y + 12, 20);
  for (const column of columns)
    w.text(column.title, column.x, { size: 8, bold: true, right: column.right ?? false });
  w.y -= 22;
  for (const [index, line] of invoice.lines.entries()) {
    const description = w.wrap(line.description, 200);
    w.text(String(index + 1), MARGIN + 4);
    w.text(line.sac, MARGIN + 232);
    w.text(String(line.quantity), MARGIN + 290, { right: true });
    w.text(money(line.unit_price), MARGIN + 362, { right: true });
    w.text(money(line.discount), MARGIN + 430, { right: true });
    w.text(money(line.taxable_value), RIGHT - 4, { right: true });
    for (const part of description) {
      w.text(part, MARGIN + 20);
      w.y -= 12;
    }
    w.y -= 4;
  }
  w.rule(w.y + 8);
  w.y -= 10;
}

/** The taxable value, the tax split and the total under `totalLabel`. */
function totals(w: Writer, invoice: Invoice, totalLabel: string) {
  const money = (minor: number) => formatInvoiceAmount(minor, invoice.currency);
  const totalsX = MARGIN + HALF + 20;
  const row = (label: string, value: string, strong = false) => {
    w.text(label, totalsX, { bold: strong, size: strong ? 10 : 9 });
    w.text(value, RIGHT - 4, { bold: strong, size: strong ? 10 : 9, right: true });
    w.y -= strong ? 16 : 13;
  };
  row('Total taxable value', money(invoice.totals.taxable_value));
  if (invoice.tax.length === 0) row('GST', 'Not charged (export)');
  for (const tax of invoice.tax) row(`${tax.label} @ ${tax.rate_percent}%`, money(tax.amount));
  const roundOff = invoice.totals.round_off ?? 0;
  if (roundOff !== 0) row(INVOICE_ROUND_OFF_LABEL, money(roundOff));
  w.y -= 2;
  w.rule(w.y + 10);
  row(totalLabel, money(invoice.totals.total), true);
  const note = INVOICE_GST_WORDS[invoice.gst_treatment].note;
  if (note)
    for (const part of w.wrap(note, RIGHT - totalsX)) {
      w.text(part, totalsX, { size: 7.5, color: MUTED });
      w.y -= 10;
    }
  w.y -= 8;
}

function amountInWords(w: Writer, invoice: Invoice) {
  w.text('AMOUNT IN WORDS', MARGIN, { size: 7.5, bold: true, color: MUTED });
  w.y -= 13;
  w.paragraph(invoice.amount_in_words, { size: 9.5, bold: true, lineHeight: 13 });
  w.y -= 6;
}

function footer(w: Writer, invoice: Invoice, note: string) {
  w.y = MARGIN + 6;
  w.rule(w.y + 12);
  w.text(note, MARGIN, { size: 7.5, color: MUTED });
  w.text(`${invoice.seller.name} · GSTIN ${invoice.seller.gstin}`, RIGHT, {
    size: 7.5,
    color: MUTED,
    right: true,
  });
}

/** What sets a tax document apart; the layout around it is writeTaxDocument's. */
export interface TaxDocument {
  /** Its number, which names its file. */
  number: string;
  /** The PDF's title and subject (its author is the seller). */
  meta: { title: string; subject: string };
  heading: string;
  /** The details beside the supplier, label and value. */
  details: [string, string][];
  /** A short paragraph said before the lines (a credit note's reason). */
  preamble?: string;
  totalLabel: string;
  /** The notes after the amount in words, one paragraph each. */
  notes: string[];
  footnote: string;
}

/**
 * An Indian tax document of an invoice: title, supplier and details, recipient, the lines with SAC,
 * the tax split and total, the amount in words, the notes and the footer.
 */
export async function writeTaxDocument(invoice: Invoice, doc: TaxDocument): Promise<InvoiceFile> {
  const { pdf, writer: w } = await startDocument({ ...doc.meta, author: invoice.seller.name });
  title(w, doc.heading, 'Original for recipient');
  supplierAndDetails(w, invoice, doc.details);
  recipient(w, invoice);
  if (doc.preamble) {
    w.paragraph(doc.preamble, { size: 9 });
    w.y -= 8;
  }
  lines(w, invoice);
  totals(w, invoice, doc.totalLabel);
  amountInWords(w, invoice);
  for (const note of doc.notes) w.paragraph(note);
  footer(w, invoice, doc.footnote);
  return { fileName: `${invoiceSlug(doc.number)}.pdf`, bytes: await pdf.save() };
}
