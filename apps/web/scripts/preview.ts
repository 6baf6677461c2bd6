/**
 * `npm run preview [-- --port 4173 --host 127.0.0.1 --dir apps/web/dist --allowed-hosts a,b]`: serves the
 * production build (`npm run build` first) with its security headers and gzip/brotli compression, to
 * `Host` names localhost, 127.0.0.1, [::1] and the listed ones only (as the mock).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { previewHostCheck } from './preview-hosts.ts';
import { createPreviewServer } from './preview-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    dir: { type: 'string', default: resolve(import.meta.dirname, '..', 'dist') },
    'allowed-hosts': { type: 'string', default: '' },
  },
});
const dir = resolve(values.dir);
if (!existsSync(resolve(dir, 'index.html'))) {
  console.error(`No build in ${dir}: run \`npm run build\` first.`);
  process.exit(1);
}
const allowedHosts = values['allowed-hosts']
  .split(',')
  .map((name) => name.trim().toLowerCase())
  .filter((name) => name !== '');
const server = createPreviewServer(dir, previewHostCheck(allowedHosts));
server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  console.log(`LWL web build from ${dir} on http://localhost:${port}/ (with its _headers, compressed)`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
