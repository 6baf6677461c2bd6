/**
 * `npm run studio`: builds the studio (so it always shows the machines as they are now), then serves
 * it on http://localhost:{STUDIO_PORT, default 4400} with the live-inspection relay at /relay.
 * `--no-build` serves the existing dist/ as is.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import { attachRelay } from './relay.ts';

const STUDIO_DIR = join(import.meta.dirname, '..');
const DIST = join(STUDIO_DIR, 'dist');
const port = Number(process.env.STUDIO_PORT ?? 4400);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.ts': 'text/plain; charset=utf-8',
  '.mmd': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
};

if (!process.argv.includes('--no-build')) {
  await build({ root: STUDIO_DIR, configFile: join(STUDIO_DIR, 'vite.config.ts'), logLevel: 'warn' });
}

const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = normalize(join(DIST, pathname === '/' ? 'index.html' : pathname));
  if (!file.startsWith(DIST) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  createReadStream(file).pipe(response);
});

attachRelay(server);

server.listen(port, '127.0.0.1', () => {
  console.log(
    `Flow Studio on http://localhost:${port}/ (live inspection relay at ws://localhost:${port}/relay)`,
  );
});
