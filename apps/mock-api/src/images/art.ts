/**
 * Designed SVG art for the mock's generated images, one design per kind: event banners in their
 * series' colour with the series' name; initials portraits; partner wordmarks; video thumbnails
 * with title and play badge; package cards; city chips. Self-contained (no fonts or files to load),
 * with intrinsic width and height, the same every time for the same record.
 */
import { hashKey, initials } from './svg.ts';

/** Deep brand-friendly colours: [background, lighter shade]. White text and gold read on each. */
const PALETTE: readonly (readonly [string, string])[] = [
  ['#4d2749', '#7a3f73'],
  ['#1f5f5b', '#2f8a83'],
  ['#1f3a5f', '#34608f'],
  ['#8a3a2c', '#b8584a'],
  ['#2e5a3e', '#4b8660'],
  ['#3b3a7a', '#5d5cab'],
  ['#6e2445', '#9c3b66'],
  ['#6b4a12', '#9a6d22'],
];
const GOLD = '#d8b869';
const SERIF = "Georgia,'Iowan Old Style','Palatino Linotype',serif";
const SANS = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

export const colourOf = (key: string): readonly [string, string] =>
  PALETTE[hashKey(key) % PALETTE.length] ?? ['#4d2749', '#7a3f73'];

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Splits text into at most `maxLines` lines of about `maxChars` characters, ending in '…' if cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.trim().split(/\s+/);
  for (const [index, word] of words.entries()) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1] ?? '';
      lines[maxLines - 1] = index < words.length ? `${last.replace(/[,.:;]?$/, '')}…` : last;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const svg = (width: number, height: number, label: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

const lines = (texts: string[], x: number, y: number, size: number, attrs: string): string =>
  texts
    .map(
      (text, i) =>
        `<text x="${x}" y="${y + i * Math.round(size * 1.18)}" font-size="${size}" ${attrs}>${escapeXml(text)}</text>`,
    )
    .join('');

/** The LWL roundel drawn in a corner of the banners. */
const roundel = (cx: number, cy: number, r: number): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${GOLD}" stroke-width="2"/><text x="${cx}" y="${cy + r * 0.3}" text-anchor="middle" font-family="${SERIF}" font-weight="700" font-size="${Math.round(r * 0.58)}" fill="${GOLD}">LWL</text>`;

export interface EventArt {
  key: string;
  /** The event's series (its `title`), e.g. 'LWL Flagship Summit'. */
  series: string;
}

/**
 * 800 × 450: series colour, arcs, a gold rule and the series in large serif type. No name, date or city:
 * the card and the page write those beside the image, and an image repeating them says them twice.
 */
export function eventBanner(art: EventArt): string {
  const [bg, light] = colourOf(art.series);
  const series = wrapText(art.series, 20, 3);
  const size = [64, 58, 50][series.length - 1] ?? 50;
  const top = Math.round(250 - ((series.length - 1) * size * 1.18) / 2 + size * 0.35);
  return svg(
    800,
    450,
    art.series,
    `<defs><linearGradient id="e" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
      `<rect width="800" height="450" fill="url(#e)"/>` +
      `<circle cx="720" cy="60" r="230" fill="#fff" opacity=".06"/><circle cx="770" cy="430" r="150" fill="none" stroke="${GOLD}" stroke-width="2" opacity=".45"/><circle cx="770" cy="430" r="110" fill="none" stroke="${GOLD}" stroke-width="1" opacity=".3"/>` +
      `<rect x="56" y="96" width="72" height="5" fill="${GOLD}"/>` +
      lines(series, 56, top, size, `font-family="${SERIF}" font-weight="600" fill="#fff"`) +
      roundel(728, 82, 34),
  );
}

/** Square initials portrait: a palette colour, a gold ring, serif initials; blurred for members-only. */
export function portrait(key: string, name: string, size: number, blur = false): string {
  const [bg, light] = colourOf(key);
  const letters = initials(name);
  const filter = blur ? '<filter id="b"><feGaussianBlur stdDeviation="14"/></filter>' : '';
  return svg(
    size,
    size,
    name,
    `<defs><radialGradient id="p" cx=".3" cy=".25" r="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${bg}"/></radialGradient>${filter}</defs>` +
      `<g${blur ? ' filter="url(#b)"' : ''}><rect width="${size}" height="${size}" fill="url(#p)"/>` +
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.4}" fill="none" stroke="${GOLD}" stroke-width="${Math.max(2, size / 120)}" opacity=".7"/>` +
      `<text x="${size / 2}" y="${size / 2}" dy=".35em" text-anchor="middle" font-family="${SERIF}" font-weight="600" font-size="${Math.round(size * 0.34)}" fill="#fff">${escapeXml(letters)}</text></g>`,
  );
}

/** A partner's wordmark on a light card: an emblem in the partner's colour and its name. */
export function wordmark(key: string, partner: string, width: number, height: number): string {
  const [bg] = colourOf(key);
  // As large as fits: about 0.8 em a capital with the letter spacing.
  const size = Math.round(Math.min(height * 0.17, (width * 0.84) / (Math.max(partner.length, 1) * 0.8)));
  const emblem = Math.round(height * 0.16);
  const cy = height / 2;
  return svg(
    width,
    height,
    `${partner} logo`,
    `<rect width="${width}" height="${height}" fill="#fbf8f3"/><rect x="0" y="${height - 6}" width="${width}" height="6" fill="${bg}"/>` +
      `<g transform="translate(${width / 2} ${cy - size * 0.9})"><rect x="${-emblem / 2}" y="${-emblem / 2}" width="${emblem}" height="${emblem}" rx="${emblem / 4}" fill="${bg}" transform="rotate(45)"/><text y="${emblem * 0.18}" text-anchor="middle" font-family="${SERIF}" font-weight="700" font-size="${Math.round(emblem * 0.55)}" fill="#fff">${escapeXml(partner.charAt(0).toUpperCase())}</text></g>` +
      `<text x="${width / 2}" y="${cy + size * 1.3}" text-anchor="middle" font-family="${SANS}" font-weight="800" letter-spacing="${Math.round(size / 10)}" font-size="${size}" fill="${bg}">${escapeXml(partner.toUpperCase())}</text>`,
  );
}

/** 800 × 450 video thumbnail: category chip, title, a play badge. */
export function videoThumbnail(title: string, category: string): string {
  const [bg, light] = colourOf(category);
  const text = wrapText(title, 28, 2);
  return svg(
    800,
    450,
    title,
    `<defs><linearGradient id="v" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#1d0f1c"/><stop offset=".55" stop-color="${bg}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
      `<rect width="800" height="450" fill="url(#v)"/><path d="M0 330 L800 250 L800 450 L0 450 Z" fill="#000" opacity=".25"/>` +
      `<rect x="48" y="44" rx="16" width="${Math.round(category.length * 11 + 40)}" height="32" fill="${GOLD}"/><text x="68" y="66" font-family="${SANS}" font-size="17" font-weight="700" fill="#2a1329">${escapeXml(category)}</text>` +
      // The play badge sits bottom right: the web app centres its own play button on the poster.
      `<rect x="616" y="372" width="136" height="44" rx="22" fill="#fff" opacity=".92"/><path d="M640 382 L662 394 L640 406 Z" fill="${bg}"/><text x="676" y="401" font-family="${SANS}" font-size="17" font-weight="700" fill="${bg}">Watch</text>` +
      lines(
        text,
        48,
        text.length > 1 ? 300 : 340,
        38,
        `font-family="${SERIF}" font-weight="600" fill="#fff"`,
      ) +
      `<text x="752" y="66" text-anchor="end" font-family="${SANS}" font-size="16" font-weight="600" fill="#fff" opacity=".8">LWL TALKS</text>`,
  );
}

/** 800 × 450 package card: its name on the series-style background with a ribbon. */
export function packageArt(key: string, name: string): string {
  const [bg, light] = colourOf(key);
  const text = wrapText(name, 22, 2);
  return svg(
    800,
    450,
    name,
    `<defs><linearGradient id="k" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
      `<rect width="800" height="450" fill="url(#k)"/><path d="M560 0 L800 0 L800 240 Z" fill="#fff" opacity=".08"/>` +
      `<text x="56" y="110" font-family="${SANS}" font-size="20" font-weight="700" letter-spacing="3" fill="${GOLD}">LWL PACKAGE</text>` +
      lines(text, 56, 230, 54, `font-family="${SERIF}" font-weight="600" fill="#fff"`) +
      roundel(728, 378, 34),
  );
}

/** 160 × 48 city chip. */
export function cityChip(key: string, city: string): string {
  const [bg] = colourOf(key);
  return svg(
    160,
    48,
    city,
    `<rect width="160" height="48" rx="24" fill="${bg}"/><text x="80" y="30" text-anchor="middle" font-family="${SANS}" font-size="16" font-weight="700" fill="#fff">${escapeXml(city)}</text>`,
  );
}
