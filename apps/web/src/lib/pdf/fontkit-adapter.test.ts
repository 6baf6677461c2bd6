import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { subsettingFontkit } from './fontkit-adapter.ts';

const require = createRequire(import.meta.url);
const fontsDir = dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));
const notoSans = readFileSync(join(fontsDir, '400Regular', 'NotoSans_400Regular.ttf'));
const TEXT = 'Rupees One Lakh Ten Thousand only — ₹1,10,000.00 (CGST 9%)';

/** The embedded font program (FontFile2) of the document's one font. */
function embeddedFont(pdf: PDFDocument): Uint8Array {
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const file = object instanceof PDFDict ? object.lookup(PDFName.of('FontFile2')) : undefined;
    if (file instanceof PDFRawStream) {
      const bytes = file.getContents();
      return file.dict.get(PDFName.of('Filter')) ? inflateSync(bytes) : bytes;
    }
  }
  throw new Error('no embedded font program');
}

describe('subsettingFontkit', () => {
  it('embeds only the glyphs used, and every one keeps its outline', async () => {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(subsettingFontkit);
    const font = await pdf.embedFont(notoSans, { subset: true });
    // The text as the glyph ids the page will draw (hex, four digits each).
    const ids = (
      font
        .encodeText(TEXT)
        .toString()
        .match(/[0-9A-F]{4}/g) ?? []
    ).map((hex) => Number.parseInt(hex, 16));
    pdf.addPage().drawText(TEXT, { font, size: 12 });
    const saved = await PDFDocument.load(await pdf.save());

    const subset = fontkit.create(Buffer.from(embeddedFont(saved))) as fontkit.Font;
    expect(subset.numGlyphs).toBeLessThan(60);
    const letters = [...TEXT].filter((ch) => ch !== ' ');
    const inked = ids.filter((id) => subset.getGlyph(id).path.commands.length > 0);
    expect(inked).toHaveLength(letters.length);
  });
});
