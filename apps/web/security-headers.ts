/**
 * The HTTP headers of the production build, written to `dist/_headers` (the format of Netlify and
 * Cloudflare Pages; other hosts: copy the same values) and served by `npm run preview`.
 *
 * The CSP is the build's `<meta>` policy (csp-plugin.ts) plus `frame-ancestors 'none'`, which only
 * a header can carry: no other site may frame the app (clickjacking). Its origins are the ones the
 * build was made for (VITE_API_BASE_URL, VITE_CHECKOUT_SCRIPT_URL: csp-plugin.ts), nothing else.
 *
 * `Strict-Transport-Security` is always written: the hosts that read `_headers` (Netlify, Cloudflare
 * Pages) serve sites over https, and a browser ignores the header on a plain-http answer (RFC 6797
 * §8.1), so `npm run preview` on http://localhost sends it without effect. The build cannot know
 * whether a copy of these values will be served over http; a host that does must drop the line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const HEADERS_FILE = '_headers';

/** Headers every response of the app gets, besides the CSP. */
const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=()',
  'X-Frame-Options': 'DENY',
  // Two years, the subdomains too (a subdomain of the app's own host), no preload-list submission.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

/** Hashed build assets never change under their name. */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The header CSP: the page's meta policy with `frame-ancestors 'none'` added. */
const headerPolicy = (metaPolicy: string): string => `${metaPolicy}; frame-ancestors 'none'`;

/** The `<meta http-equiv="Content-Security-Policy">` policy of a built index.html. */
export function metaPolicyOf(html: string): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html);
  if (!match?.[1]) throw new Error('lwl-headers: index.html has no Content-Security-Policy meta tag');
  return match[1].replaceAll('&quot;', '"');
}

/** `_headers` text: path patterns, each followed by its indented `Name: value` lines. */
export function headersFile(metaPolicy: string): string {
  const all = { 'Content-Security-Policy': headerPolicy(metaPolicy), ...STATIC_SECURITY_HEADERS };
  const lines = ['/*', ...Object.entries(all).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push('/assets/*', `  Cache-Control: ${ASSET_CACHE_CONTROL}`);
  return `${lines.join('\n')}\n`;
}

export type HeaderRules = { pattern: string; headers: [string, string][] }[];

/** Parses `_headers` (the subset `headersFile` writes: `/*`-style patterns, `Name: value` lines). */
export function parseHeadersFile(text: string): HeaderRules {
  const rules: HeaderRules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon > 0 && rule) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers for a path: every matching rule's, in file order (a trailing `*` matches any rest). */
export function headersFor(rules: HeaderRules, path: string): [string, string][] {
  return rules
    .filter(({ pattern }) =>
      pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
    )
    .flatMap(({ headers }) => headers);
}

/** Emits `_headers` beside index.html, from the policy the built page carries. */
export function headersPlugin(): Plugin {
  return {
    name: 'lwl-headers',
    apply: 'build',
    enforce: 'post',
    // After the files are written: index.html then carries its final policy (script hashes included).
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      writeFileSync(join(dir, HEADERS_FILE), headersFile(metaPolicyOf(html)));
    },
  };
}
