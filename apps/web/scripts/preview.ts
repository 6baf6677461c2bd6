/**
 * `npm run preview [-- --port 4173 --host 127.0.0.1 --dir apps/web/dist]`: serves the production build
 * (`npm run build` first) with its security headers and gzip/brotli compression.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPreviewServer } from './preview-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    dir: { type: 'string', default: resolve(import.meta.dirname, '..', 'dist') },
  },
});
const dir = resolve(values.dir);
if (!existsSync(resolve(dir, 'index.html'))) {
  console.error(`No build in ${dir}: run \`npm run build\` first.`);
  process.exit(1);
}
const server = createPreviewServer(dir);
server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  console.log(`LWL web build from ${dir} on http://localhost:${port}/ (with its _headers, compressed)`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
