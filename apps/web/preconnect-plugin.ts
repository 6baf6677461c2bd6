/**
 * Opens the connections to the API's origin while the page's scripts download: the first screen's
 * read (src/lib/first-read.ts, a CORS request without credentials) and its images (no-cors) each need
 * one, and a cross-origin connection costs round trips (DNS, TCP, TLS) that would otherwise come after
 * the entry has run. Two hints, because the browser keeps the two kinds of connection apart.
 */
import { loadEnv, type Plugin } from 'vite';
import { DEFAULT_API_BASE_URL } from './csp-plugin.ts';

/** The `<link rel="preconnect">` tags for the API at `apiBaseUrl`. */
export function preconnectTags(apiBaseUrl: string): string {
  const origin = new URL(apiBaseUrl).origin;
  return `<link rel="preconnect" href="${origin}" crossorigin />\n    <link rel="preconnect" href="${origin}" />`;
}

export function preconnectPlugin(): Plugin {
  let tags = '';
  return {
    name: 'lwl-preconnect',
    apply: 'build',
    configResolved(config) {
      const value = loadEnv(config.mode, config.envDir, 'VITE_').VITE_API_BASE_URL?.trim();
      tags = preconnectTags(value || DEFAULT_API_BASE_URL);
    },
    transformIndexHtml: {
      order: 'post',
      // Early in <head>, before the scripts and stylesheets.
      handler: (html) => html.replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${tags}`),
    },
  };
}
