/**
 * Makes src/first-read-start.ts an entry of its own and loads it from the top of the production
 * index.html with `<script type="module" async>`: an async module runs as soon as it has arrived, so
 * the first screen's API read starts one round trip after the HTML instead of after the framework (the
 * largest download) — on /upcoming-events, /event/{slug} and /venture-vault the answer then arrives
 * before the code that renders it. Its chunk must not import the framework or the shell, or it would
 * wait for them: vite.config.ts gives it a chunk group of its own (FIRST_READ).
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const ENTRY_NAME = 'first-read-start';
const FIRST_READ_ENTRY = resolve(import.meta.dirname, 'src', 'first-read-start.ts');

export function firstReadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'lwl-first-read',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: resolve(import.meta.dirname, 'index.html'), [ENTRY_NAME]: FIRST_READ_ENTRY },
        },
      },
    }),
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const entry = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === ENTRY_NAME,
        );
        if (!entry) throw new Error('first-read: the build has no first-read entry');
        const tag = `<script type="module" async crossorigin src="${base}${entry.fileName}"></script>`;
        // First in <head> after the preconnect hints: nothing in the document waits for it.
        return html.replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${tag}`);
      },
    },
  };
}
