/**
 * A static server for the production build with the headers of `dist/_headers` and compression:
 * what a static host does, to check the build as it will be served. `npm run preview`. Each file is
 * compressed once (brotli at its best quality, as a host that precompresses). Bodies are kept in
 * memory and sent with their length, as a static host sends them (reading each file per request put
 * 10-20 ms before the first byte on a loaded machine); a file rebuilt in place is read again.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { HEADERS_FILE, type HeaderRules, headersFor, parseHeadersFile } from '../security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

/** The encoding to answer with: brotli, then gzip, when the client accepts it. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * The file a URL path names inside `root`; for an app route (no extension) its prerendered page
 * (`/login` → `login.html`) or index.html.
 */
function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return null;
  if (existsSync(file) && statSync(file).isFile()) return file;
  if (extname(decoded) !== '') return null;
  // A page written at build time (scripts/prerender.ts), else the app for its client-side routes.
  const page = `${file.replace(/[\\/]+$/, '')}.html`;
  return file !== root && existsSync(page) ? page : join(root, 'index.html');
}

const COMPRESS = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/** The body of `file` in `encoding`, compressed once per version of the file. */
function bodies(): (file: string, encoding: 'br' | 'gzip' | null) => Promise<Buffer> {
  const kept = new Map<string, { version: string; body: Promise<Buffer> }>();
  return (file, encoding) => {
    const { mtimeMs, size } = statSync(file);
    const key = `${file}\0${encoding}`;
    const version = `${mtimeMs}\0${size}`;
    const found = kept.get(key);
    if (found?.version === version) return found.body;
    const body = readFile(file).then((raw) => (encoding ? COMPRESS[encoding](raw) : raw));
    body.catch(() => kept.delete(key));
    kept.set(key, { version, body });
    return body;
  };
}

/** Decides on a request's `Host`: null to answer it, else the 403's text (`npm run preview`: preview-hosts.ts). */
export type HostCheck = (host: string | undefined) => string | null;

/**
 * `checkHost`: `npm run preview` refuses a foreign `Host` as the mock does (preview-hosts.ts); the
 * build's own tool (js-at-load) serves on loopback without one.
 */
export function createPreviewServer(distDir: string, checkHost?: HostCheck): Server {
  const body = bodies();
  const root = resolve(distDir);
  const headersPath = join(root, HEADERS_FILE);
  const rules: HeaderRules = existsSync(headersPath)
    ? parseHeadersFile(readFileSync(headersPath, 'utf8'))
    : [];
  return createServer((req, res) => {
    const refused = checkHost?.(req.headers.host) ?? null;
    if (refused !== null) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(refused);
      return;
    }
    const path = new URL(req.url ?? '/', 'http://preview').pathname;
    for (const [name, value] of headersFor(rules, path)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = path.endsWith(`/${HEADERS_FILE}`) ? null : resolveFile(root, path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const ext = extname(file);
    res.setHeader('content-type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('vary', 'Accept-Encoding');
    if (ext === '.html') res.setHeader('cache-control', 'no-cache');
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : null;
    if (encoding) res.setHeader('content-encoding', encoding);
    body(file, encoding).then(
      (content) => {
        res.setHeader('content-length', content.length);
        res.writeHead(200);
        res.end(req.method === 'HEAD' ? undefined : content);
      },
      (error: Error) => res.destroy(error),
    );
  });
}
