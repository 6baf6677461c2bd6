export interface PlaceholderOptions {
  label: string;
  /** Seed of the colour: the same key always gives the same colours. */
  key: string;
  width: number;
  height: number;
  blur?: boolean;
  /** Draw a play button (video posters). */
  play?: boolean;
}

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A stable 32-bit hash (FNV-1a) of a string. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Up to two initials of a name ('Women in Leadership Summit' → 'WL'). */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w) && !/^(in|of|and|the|for|a)$/i.test(w));
  const letters = words.map((w) => w[0]?.toUpperCase() ?? '');
  return (letters.length > 1 ? `${letters[0]}${letters.at(-1)}` : (letters[0] ?? '?')).slice(0, 2);
}

/** A self-contained SVG placeholder: gradient background, a label, optional blur and play button. */
export function placeholderSvg(options: PlaceholderOptions): string {
  const { width, height } = options;
  const hue = hashKey(options.key) % 360;
  const hue2 = (hue + 40) % 360;
  const fontSize = Math.round(Math.min(width, height) * (options.label.length > 3 ? 0.12 : 0.36));
  const blur = options.blur ? '<filter id="b"><feGaussianBlur stdDeviation="12"/></filter>' : '';
  const play = options.play
    ? `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.round(height / 8)}" fill="rgba(0,0,0,.45)"/><path d="M${width / 2 - height / 24} ${height / 2 - height / 16} L${width / 2 + height / 14} ${height / 2} L${width / 2 - height / 24} ${height / 2 + height / 16} Z" fill="#fff"/>`
    : '';
  const textY = options.play ? height * 0.85 : height / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(options.label)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,42%)"/><stop offset="1" stop-color="hsl(${hue2},60%,30%)"/></linearGradient>${blur}</defs><g${options.blur ? ' filter="url(#b)"' : ''}><rect width="${width}" height="${height}" fill="url(#g)"/><text x="50%" y="${textY}" dominant-baseline="middle" text-anchor="middle" font-family="Georgia,serif" font-size="${fontSize}" fill="#fff">${escapeXml(options.label)}</text></g>${play}</svg>`;
}
