/** The text of a PDF's pages, read with pdf.js (its legacy build runs in Node 20). */
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(file)), useSystemFonts: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** How many pages a PDF has (a printed page saved with `page.pdf()`, say). */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages = pdf.numPages;
  await pdf.destroy();
  return pages;
}
