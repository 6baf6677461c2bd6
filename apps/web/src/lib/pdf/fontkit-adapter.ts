/**
 * fontkit 2 behind the interface pdf-lib 1.17 expects of a fontkit. pdf-lib's own fork
 * (@pdf-lib/fontkit 1.1) subsets Noto Sans wrongly — most letters render blank — so the font had to
 * be embedded whole (about 640 kB per invoice). fontkit 2 subsets it correctly (a few kB), but its
 * subsets have `encode()` where pdf-lib still calls fontkit 1's `encodeStream()`: this is that one
 * method, answering the encoded bytes as a single 'data' event.
 */
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

/** The fontkit pdf-lib accepts (its type is not exported by name). */
type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];

type Listener = (value?: unknown) => void;

function encodeStream(subset: fontkit.Subset) {
  const listeners: Record<string, Listener> = {};
  const stream = {
    on(event: 'data' | 'end' | 'error', listener: Listener) {
      listeners[event] = listener;
      // pdf-lib attaches data, end, then error; answer once all three are there.
      if (event === 'error')
        queueMicrotask(() => {
          try {
            listeners.data?.(subset.encode());
            listeners.end?.();
          } catch (error) {
            listeners.error?.(error);
          }
        });
      return stream;
    },
  };
  return stream;
}

export const subsettingFontkit: PdfLibFontkit = {
  create(bytes: Uint8Array) {
    const font = fontkit.create(bytes as Buffer) as fontkit.Font;
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      return Object.assign(subset, { encodeStream: () => encodeStream(subset) });
    };
    // fontkit 2's Font has every table pdf-lib reads (cff, head, post...); only the types differ.
    return font as unknown as ReturnType<PdfLibFontkit['create']>;
  },
};
