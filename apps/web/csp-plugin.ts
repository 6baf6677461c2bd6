/**
 * A Content-Security-Policy for the production build, as a `<meta http-equiv>` in index.html (build
 * only: Vite's dev client needs inline scripts and eval). Origins come from the same build-time
 * variables as src/lib/env.ts: the API (VITE_API_BASE_URL) and the payment provider's checkout script
 * (VITE_CHECKOUT_SCRIPT_URL), with the same defaults (src/lib/env-defaults.ts: the checkout script
 * defaults to the sandbox at the API's origin, so a build trusts the origins it was made for and no
 * other, never a fixed localhost). VITE_CSP_FRAME_SRC (optional, space-separated
 * origins) admits a video host for the library's embedded players.
 *
 * style-src keeps 'unsafe-inline': radix's scroll lock and sonner insert <style> elements at run time.
 * Scripts get no such exception: only the app's own files, the checkout script's origin, and the
 * inline scripts of index.html, each allowed by its hash: the route start (route-start-plugin.ts)
 * and the one below, which turns zod's JIT off before any module runs: zod probes `new Function` when
 * its first object schema is built, and a strict policy reports that probe as a violation even though
 * zod catches it. `__zod_globalConfig` is where `z.config()` keeps its settings; setting it first is
 * the only way that wins over the module graph's evaluation order.
 */
import { createHash } from 'node:crypto';
import { loadEnv, type Plugin } from 'vite';
import { DEFAULT_API_BASE_URL, defaultCheckoutScriptUrl } from './src/lib/env-defaults.ts';

export interface CspOrigins {
  apiBaseUrl: string;
  checkoutScriptUrl: string;
  /** Extra frame origins (video hosts). */
  frameSources?: readonly string[];
  /** Inline scripts besides zod's JIT switch, allowed by their hash. */
  inlineScripts?: readonly string[];
  /** Extra connect-src entries (the Flow Studio's relay in a `--mode studio-screens` build). */
  connectSources?: readonly string[];
}

/** Stands for the page's own origin ('self'), wherever the build is served. */
const SAME_ORIGIN = 'self:';

const originOf = (name: string, value: string): string => {
  if (value === SAME_ORIGIN) return "'self'";
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
};

const unique = (values: readonly string[]) => [...new Set(values)].join(' ');

/** Runs before the module scripts (an inline classic script in <head>). */
const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';
const scriptHash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/** The policy text for these origins. */
export function contentSecurityPolicy({
  apiBaseUrl,
  checkoutScriptUrl,
  frameSources = [],
  inlineScripts = [],
  connectSources = [],
}: CspOrigins): string {
  const api = originOf('VITE_API_BASE_URL', apiBaseUrl);
  const checkout = originOf('VITE_CHECKOUT_SCRIPT_URL', checkoutScriptUrl);
  const frames = frameSources.map((source) => originOf('VITE_CSP_FRAME_SRC', source));
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', unique(["'self'", ...[ZOD_JITLESS_SCRIPT, ...inlineScripts].map(scriptHash), checkout])],
    ['connect-src', unique(["'self'", api, checkout, ...connectSources])],
    ['img-src', unique(["'self'", api, 'data:', 'blob:'])],
    ['media-src', unique(["'self'", api, 'blob:'])],
    ['style-src', "'self' 'unsafe-inline'"],
    ['font-src', "'self' data:"],
    // The library's players are iframes of the API's media (the mock) or of a configured video host;
    // a provider's checkout may open its own frame.
    ['frame-src', unique(["'self'", api, checkout, ...frames])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

const blankAsUnset = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** `vite build --mode studio-screens`: the build the end-to-end run records the Flow Studio's screens with. */
const STUDIO_SCREENS_MODE = 'studio-screens';

/** The policy's origins from a build's `VITE_*` variables and mode (the defaults of src/lib/env.ts). */
export function cspOriginsOf(vars: Record<string, string | undefined>, mode: string): CspOrigins {
  // The review build's API, sandbox and images are its own origin's (the mock in a service worker).
  if (mode === 'review') return { apiBaseUrl: SAME_ORIGIN, checkoutScriptUrl: SAME_ORIGIN };
  const apiBaseUrl = blankAsUnset(vars.VITE_API_BASE_URL) ?? DEFAULT_API_BASE_URL;
  return {
    apiBaseUrl,
    checkoutScriptUrl:
      blankAsUnset(vars.VITE_CHECKOUT_SCRIPT_URL) ??
      defaultCheckoutScriptUrl(originOf('VITE_API_BASE_URL', apiBaseUrl)),
    frameSources: (blankAsUnset(vars.VITE_CSP_FRAME_SRC) ?? '').split(/\s+/).filter(Boolean),
    // Only the screen-recording build talks to the studio (src/lib/inspect.ts); production never does.
    connectSources: mode === STUDIO_SCREENS_MODE ? [`ws://localhost:${vars.VITE_STUDIO_PORT || '4400'}`] : [],
  };
}

/** Injects the policy into index.html when building. */
export function cspPlugin(): Plugin {
  let origins: CspOrigins | undefined;
  const policy = (inlineScripts: readonly string[]) => {
    if (!origins) throw new Error('lwl-csp: the config is not resolved yet');
    return contentSecurityPolicy({ ...origins, inlineScripts });
  };
  return {
    name: 'lwl-csp',
    apply: 'build',
    configResolved(config) {
      // loadEnv also reads the process environment, which wins over .env files (as in the app).
      origins = cspOriginsOf(loadEnv(config.mode, config.envDir, 'VITE_'), config.mode);
    },
    transformIndexHtml: {
      // Last, so that the policy hashes every inline script the build put in the page.
      order: 'post',
      // Right after <meta charset> (which must stay in the first 1024 bytes) and before any other script.
      handler: (html) => {
        const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, source]) => source ?? '');
        const meta = [
          `<meta http-equiv="Content-Security-Policy" content="${policy(inline).replaceAll('"', '&quot;')}" />`,
          `<script>${ZOD_JITLESS_SCRIPT}</script>`,
        ].join('\n    ');
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        return charset.test(html)
          ? html.replace(charset, (tag) => `${tag}\n    ${meta}`)
          : html.replace(/<head>/i, `<head>\n    ${meta}`);
      },
    },
  };
}
