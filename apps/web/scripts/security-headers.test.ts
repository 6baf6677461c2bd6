import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspOriginsOf } from '../csp-plugin.ts';
import { headersFile, headersFor, parseHeadersFile } from '../security-headers.ts';
import { defaultCheckoutScriptUrl } from '../src/lib/env-defaults.ts';

/** The `/*` headers of the `_headers` a build with these variables writes. */
function builtHeaders(vars: Record<string, string | undefined>, mode = 'production') {
  const file = headersFile(contentSecurityPolicy(cspOriginsOf(vars, mode)));
  return Object.fromEntries(headersFor(parseHeadersFile(file), '/'));
}

/** A directive's sources, by name. */
const directive = (policy: string | undefined, name: string): string[] =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

/** Sources that are origins (not 'self', hashes or schemes). */
const origins = (sources: string[]) => sources.filter((source) => /^[a-z]+:\/\/./.test(source));

describe('the _headers of a build', () => {
  it('trusts the API and checkout script origins it was made for, and no localhost', () => {
    const page = builtHeaders({
      VITE_API_BASE_URL: 'https://api.lwl.example/api/',
      VITE_CHECKOUT_SCRIPT_URL: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const policy = page['Content-Security-Policy'];
    expect(origins(directive(policy, 'script-src'))).toEqual(['https://checkout.razorpay.com']);
    expect(origins(directive(policy, 'connect-src'))).toEqual([
      'https://api.lwl.example',
      'https://checkout.razorpay.com',
    ]);
    expect(origins(directive(policy, 'img-src'))).toEqual(['https://api.lwl.example']);
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1|http:/);
  });

  it("without a checkout URL, trusts the sandbox at the API's own origin, not localhost:8787", () => {
    const policy = builtHeaders({ VITE_API_BASE_URL: 'https://api.lwl.example/api/' })[
      'Content-Security-Policy'
    ];
    expect(origins(directive(policy, 'script-src'))).toEqual(['https://api.lwl.example']);
    expect(policy).not.toContain('localhost');
    expect(defaultCheckoutScriptUrl('https://api.lwl.example/api/')).toBe(
      'https://api.lwl.example/__mock/checkout.js',
    );
  });

  it('with no variables, trusts the local mock (the development default) alone', () => {
    const policy = builtHeaders({})['Content-Security-Policy'];
    expect(origins(directive(policy, 'script-src'))).toEqual(['http://localhost:8787']);
    expect(new Set(origins(policy?.split(/[\s;]+/) ?? []))).toEqual(new Set(['http://localhost:8787']));
  });

  it('admits the studio relay only in the screen-recording mode', () => {
    expect(builtHeaders({}, 'studio-screens')['Content-Security-Policy']).toContain('ws://localhost:4400');
    expect(builtHeaders({})['Content-Security-Policy']).not.toContain('ws:');
  });

  it('sends Strict-Transport-Security (ignored by browsers on plain http), frame-ancestors none', () => {
    const page = builtHeaders({ VITE_API_BASE_URL: 'https://api.lwl.example/api/' });
    expect(page['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(page['Content-Security-Policy']).toMatch(/; frame-ancestors 'none'$/);
    expect(page['X-Frame-Options']).toBe('DENY');
  });

  it('refuses a build whose API address is not an absolute URL', () => {
    expect(() => cspOriginsOf({ VITE_API_BASE_URL: '/api/' }, 'production')).toThrow(
      /VITE_API_BASE_URL must be an absolute URL/,
    );
  });
});
