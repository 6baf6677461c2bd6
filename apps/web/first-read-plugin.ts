/**
 * Writes src/first-read-start.ts into the production index.html as an inline classic script, bundled
 * on its own (framework-free, ~1.4 kB gzip): the first screen's API read starts as soon as the browser
 * has parsed the <head>, without a round trip for a script file and without waiting for the framework
 * (the largest download). On /upcoming-events and /event/{slug} the answer then arrives before the
 * code that renders it, and the read takes none of the page's six connections. csp-plugin.ts allows
 * the script by its hash. The copy of lib/first-read.ts inside the app finds the started read through
 * a global slot (lib/first-read.ts), since the two copies are separate module instances.
 */
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

const FIRST_READ_ENTRY = resolve(import.meta.dirname, 'src', 'first-read-start.ts');

/** Bundles the first read as one minified IIFE, with the app's env variables and tree-shaking. */
async function bundleFirstRead(root: string, mode: string, treeshake: Rolldown.InputOptions['treeshake']) {
  const output = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: FIRST_READ_ENTRY, formats: ['iife'], name: 'lwlFirstRead' },
      rolldownOptions: { treeshake },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const [chunk, ...rest] = chunks.filter((item) => item.type === 'chunk');
  if (!chunk || rest.length > 0) throw new Error('first-read: expected one chunk for the inline script');
  const code = chunk.code.trim();
  // An inline script ends at the first `</script`, whatever the JavaScript around it says.
  if (/<\/script/i.test(code)) throw new Error('first-read: the bundle contains "</script"');
  return code;
}

export function firstReadPlugin(treeshake: Rolldown.InputOptions['treeshake']): Plugin {
  let root = '';
  let mode = 'production';
  let script: Promise<string> | null = null;
  return {
    name: 'lwl-first-read',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        script ??= bundleFirstRead(root, mode, treeshake);
        const tag = `<script>${await script}</script>`;
        // First in <head> after the viewport: nothing in the document waits for it.
        return html.replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${tag}`);
      },
    },
  };
}
