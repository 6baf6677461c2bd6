import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { prerenderedHtml, prerenderPlugin } from './prerender.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="LWL — the community." />
    <title>LWL — Leading Ladies Network</title>
    <script>(()=>{/* the first read */})();</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">
    <script>(()=>{})();</script>
    <link rel="stylesheet" crossorigin href="/assets/shell-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE = {
  html: '<main id="main"><h1>Login</h1></main>',
  title: 'Login · LWL',
  description: 'Sign in to "LWL" & more',
  stylesheets: ['/assets/shell-1.css', '/assets/auth-1.css'],
};

describe('prerenderedHtml', () => {
  const html = prerenderedHtml(INDEX, PAGE);

  it('puts the page in #root, inert until the app takes over, and marks the document', () => {
    expect(html).toContain('<html lang="en" data-prerendered>');
    expect(html).toContain(
      '<div id="root" inert data-prerendered><main id="main"><h1>Login</h1></main></div>',
    );
  });

  it("gives the page its title and description, escaped, and links its route's stylesheets once", () => {
    expect(html).toContain('<title>Login · LWL</title>');
    expect(html).toContain('<meta name="description" content="Sign in to &quot;LWL&quot; &amp; more" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/auth-1.css">');
    expect(html.match(/shell-1\.css/g)).toHaveLength(1);
  });

  it('leaves the scripts inert for the route preload script to start after the first paint; inline ones stay', () => {
    expect(html).not.toMatch(/type="module"|rel="modulepreload"/);
    expect(html).toContain('<script>(()=>{/* the first read */})();</script>');
    expect(html).toContain(
      '<script type="lwl/deferred" data-deferred crossorigin src="/assets/index-1.js"></script>',
    );
    expect(html).toContain(
      '<link rel="lwl-deferred" data-deferred crossorigin href="/assets/framework-1.js">',
    );
    expect(html).toContain('<script>(()=>{})();</script>');
  });

  it('refuses an index.html it cannot fill', () => {
    expect(() =>
      prerenderedHtml(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), PAGE),
    ).toThrow('index.html has no <div id="root"></div>');
  });
});

describe('prerenderPlugin', () => {
  // Hooks called as Vite calls them; an object hook's handler would need `.handler`, these are functions.
  const call = (hook: unknown, ...args: unknown[]) => (hook as (...a: unknown[]) => unknown)(...args);
  const dir = join(tmpdir(), 'lwl-no-dist');

  it('writes pages only for the production client build', async () => {
    for (const build of [
      { mode: 'development', ssr: false },
      { mode: 'production', ssr: 'src/prerender-entry.tsx' },
    ]) {
      const plugin = prerenderPlugin();
      call(plugin.configResolved, {
        mode: build.mode,
        build: { ssr: build.ssr },
      } as unknown as ResolvedConfig);
      // Rendering would read <dir>/index.html, which does not exist (ENOENT).
      await expect(call(plugin.writeBundle, { dir })).resolves.toBeUndefined();
    }
    const production = prerenderPlugin();
    call(production.configResolved, {
      mode: 'production',
      build: { ssr: false },
    } as unknown as ResolvedConfig);
    await expect(call(production.writeBundle, { dir })).rejects.toThrow(/ENOENT/);
  });
});
