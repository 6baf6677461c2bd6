/**
 * A plain static file server, as any static host is: files from `root` under the path `base` (`/` or
 * `/some/prefix/`), their type by extension, and for anything else a 404 with the folder's 404.html
 * when it has one (as GitHub Pages, Netlify and `npx http-server` answer). No rewriting: the review
 * folder must work on exactly this.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export function serveStatic(root: string, base: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(base)) return void response.writeHead(404).end('Not found');
    const relativePath = normalize(path.slice(base.length)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, relativePath);
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const size = statSync(file).size;
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': size,
      });
      if (request.method === 'HEAD') return void response.end();
      createReadStream(file).pipe(response);
    } catch {
      const notFound = join(root, '404.html');
      try {
        statSync(notFound);
        response.writeHead(404, { 'content-type': TYPES['.html'] });
        createReadStream(notFound).pipe(response);
      } catch {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
