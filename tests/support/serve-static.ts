/** `node --import tsx support/serve-static.ts <folder> <base path> <port>`: static-files.ts as a process. */
import { serveStatic } from './static-files.ts';

const [root = '.', base = '/', port = '4190'] = process.argv.slice(2);
await serveStatic(root, base, Number(port));
console.log(`static: ${root} at http://localhost:${port}${base}`);
