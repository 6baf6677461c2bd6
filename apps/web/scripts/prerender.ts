/**
 * The first screen of the public pages that need no API answer to show it, written into the build as
 * `<path>.html` (decision 0020): the page paints from the HTML, before its JavaScript, and the app
 * takes over when its route is ready (src/app/prerendered.ts). Served for `/<path>` by
 * `npm run preview`, `vite preview` and static hosts with clean URLs; every other path keeps index.html.
 *
 * Each page is rendered by the build itself in Chromium, as a signed-out visitor on a phone before any
 * API call answers (the calls are held), so what is written is what such a visitor sees first: a data
 * section shows its placeholders. Elements marked `data-prerender="hidden"` (the header's Login or
 * Account link: the visitor may be signed in) are written hidden, their space kept; those marked
 * `data-prerender="omitted"` (the loading overlay of a call in flight) are left out. The page is
 * written `inert` until the app takes over, so nothing typed or pressed is lost with the HTML.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { createPreviewServer } from './preview-server.ts';

/**
 * Public, parameterless routes whose first screen is the same for every visitor and needs no API answer.
 * Not the UAE pages: their enquiry form is a lazy section that the snapshot shows loaded, so the app's
 * first render would swap it for its fallback.
 */
const PRERENDERED_PATHS = [
  '/membership',
  '/india-membership',
  '/login',
  '/venture-vault',
  '/india',
  '/titan-membership',
  '/maverick-membership',
  '/lap-membership',
  '/global-membership',
  '/global-new',
  '/forgot-password',
] as const;

/** What Chromium rendered for one path. */
export interface PageSnapshot {
  /** `#root`'s inner HTML. */
  html: string;
  title: string;
  description: string | null;
  /** Stylesheets of the build the page uses (its route's CSS among them), as paths. */
  stylesheets: string[];
}

const QUIET_MS = 300;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** index.html with the page's first screen, title, description and stylesheets. */
export function prerenderedHtml(indexHtml: string, page: PageSnapshot): string {
  const root = '<div id="root"></div>';
  for (const part of [root, '<html lang="en">']) {
    if (!indexHtml.includes(part)) throw new Error(`index.html has no ${part}`);
  }
  const links = page.stylesheets
    .filter((href) => !indexHtml.includes(`href="${href}"`))
    .map((href) => `    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}">\n`)
    .join('');
  let html = indexHtml
    .replace('<html lang="en">', '<html lang="en" data-prerendered>')
    // The page paints from its HTML: its scripts (the app taking over) start after the first paint,
    // from the route preload script (route-preload-plugin.ts). Until then they are inert.
    .replace(
      /<script type="module" ([^>]*)><\/script>/g,
      '<script type="lwl/deferred" data-deferred $1></script>',
    )
    .replace(/<link rel="modulepreload" /g, '<link rel="lwl-deferred" data-deferred ')
    .replace(root, () => `<div id="root" inert data-prerendered>${page.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${links}  </head>`);
  if (page.description !== null) {
    html = html.replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(page.description ?? '')}" />`,
    );
  }
  return html;
}

/** Resolves once no request to `origin` has been in flight for QUIET_MS (the route's lazy chunks). */
function appSettled(page: Page, origin: string): Promise<void> {
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(resolve, QUIET_MS);
    };
    const own = (url: string) => url.startsWith(origin);
    page.on('request', (request) => {
      if (!own(request.url())) return;
      inFlight += 1;
      clearTimeout(timer);
    });
    const done = (request: { url(): string }) => {
      if (!own(request.url())) return;
      inFlight -= 1;
      arm();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    arm();
  });
}

async function snapshot(browser: Browser, origin: string, path: string): Promise<PageSnapshot> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    // Calls to the API (another origin) are held: the page shows what it shows before any answer.
    await page.route(
      (url) => !url.href.startsWith(origin),
      () => undefined,
    );
    const settled = appSettled(page, origin);
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.locator('#main > *').first().waitFor();
    await settled;
    return await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-prerender="hidden"]')) {
        element.style.visibility = 'hidden';
      }
      for (const element of document.querySelectorAll('[data-prerender="omitted"]')) element.remove();
      return {
        html: document.getElementById('root')?.innerHTML ?? '',
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
        // As paths: the page is served from another origin than this build server's.
        stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].flatMap(
          (link) => {
            const url = new URL(link.href);
            return url.origin === location.origin ? [url.pathname] : [];
          },
        ),
      };
    });
  } finally {
    await context.close();
  }
}

/** Renders each path of `paths` from the build in `dist` and writes `dist/<path>.html`; returns the files. */
export async function prerender(
  dist: string,
  paths: readonly string[] = PRERENDERED_PATHS,
): Promise<string[]> {
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  const server = createPreviewServer(dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  try {
    const written: string[] = [];
    for (const path of paths) {
      const file = join(dist, `${path.slice(1)}.html`);
      writeFileSync(file, prerenderedHtml(indexHtml, await snapshot(browser, origin, path)));
      written.push(file);
    }
    return written;
  } finally {
    await browser.close();
    server.close();
  }
}
