/**
 * A ticket code as a QR code image: the `qrcode` package computes the symbol (synchronously), and we
 * draw its dark modules as one SVG path, run by run, with the standard quiet zone of 4 modules. The
 * result is a `data:` URL for an `<img>`, crisp at any size and in print. This module (and `qrcode`)
 * comes only with the ticket view, which the ticket page loads on demand.
 */
import { create } from 'qrcode';

const QUIET_ZONE = 4;

/** The SVG of a QR code holding `text` (error correction M: still readable with 15 % of it smudged). */
function qrSvg(text: string): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  const side = size + 2 * QUIET_ZONE;
  let path = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col++;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

export function qrDataUrl(text: string): string {
  return `data:image/svg+xml,${encodeURIComponent(qrSvg(text))}`;
}
