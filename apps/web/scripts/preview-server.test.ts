import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile, headersFor, metaPolicyOf, parseHeadersFile } from '../security-headers.ts';
import { hostRefused, previewHostCheck } from './preview-hosts.ts';
import { createPreviewServer, pickEncoding } from './preview-server.ts';

const META = `default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'`;
const PAGE = `<!doctype html><html><head><meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${META.replaceAll('"', '&quot;')}" />
  </head><body>${'<p>LWL</p>'.repeat(200)}</body></html>`;

describe('the build headers file', () => {
  it('carries the page policy with frame-ancestors none, nosniff, Referrer- and Permissions-Policy', () => {
    const rules = parseHeadersFile(headersFile(metaPolicyOf(PAGE)));
    const page = Object.fromEntries(headersFor(rules, '/profile'));
    expect(page['Content-Security-Policy']).toBe(`${META}; frame-ancestors 'none'`);
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(page['Permissions-Policy']).toContain('camera=()');
    expect(page['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(page['Cache-Control']).toBeUndefined();
    expect(Object.fromEntries(headersFor(rules, '/assets/shell-1.js'))['Cache-Control']).toContain(
      'immutable',
    );
  });

  it('refuses a page without a policy (the build must have one)', () => {
    expect(() => metaPolicyOf('<html></html>')).toThrow(/no Content-Security-Policy/);
  });
});

describe('npm run preview', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lwl-preview-'));
  let server: ReturnType<typeof createPreviewServer>;
  let origin = '';
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), PAGE);
    writeFileSync(join(dir, 'assets', 'app-1.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
    writeFileSync(join(dir, '_headers'), headersFile(META));
    server = createPreviewServer(dir);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves an app route as the page, with the headers and gzip', async () => {
    const res = await fetch(`${origin}/profile`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // sent as the host would; a browser ignores it over this plain http (RFC 6797 §8.1)
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // fetch decodes the body itself; the header says it came compressed
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('<p>LWL</p>');
  });

  it("serves a route's prerendered page (`/login` → login.html), with or without a final slash", async () => {
    writeFileSync(join(dir, 'login.html'), '<p>prerendered login</p>');
    expect(await (await fetch(`${origin}/login`)).text()).toBe('<p>prerendered login</p>');
    expect(await (await fetch(`${origin}/login/`)).text()).toBe('<p>prerendered login</p>');
    expect(await (await fetch(`${origin}/login-help`)).text()).toContain('<p>LWL</p>');
    expect(await (await fetch(`${origin}/`)).text()).toContain('<p>LWL</p>');
  });

  it('compresses assets, caches them for good, and refuses paths outside the build', async () => {
    const raw = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (done, fail) => {
        import('node:http').then(({ get }) =>
          get(`${origin}/assets/app-1.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
          }).on('error', fail),
        );
      },
    );
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(raw.body).toString()).toContain('console.log');
    expect(raw.body.length).toBeLessThan(200);
    expect((await fetch(`${origin}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${origin}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
    expect((await fetch(`${origin}/_headers`)).status).toBe(404);
  });

  it('refuses a foreign Host, as the mock does; answers loopback names and listed ones', async () => {
    const checked = createPreviewServer(dir, previewHostCheck([]));
    await new Promise<void>((done) => checked.listen(0, '127.0.0.1', done));
    const statusFor = (host: string, at = checked) =>
      new Promise<{ status: number; body: string }>((done, fail) => {
        import('node:http').then(({ get }) =>
          get(
            { host: '127.0.0.1', port: (at.address() as AddressInfo).port, path: '/', headers: { host } },
            (res) => {
              let body = '';
              res.on('data', (c: Buffer) => {
                body += c.toString();
              });
              res.on('end', () => done({ status: res.statusCode ?? 0, body }));
            },
          ).on('error', fail),
        );
      });
    expect(await statusFor('evil.example:4173')).toEqual({ status: 403, body: hostRefused('evil.example') });
    for (const host of ['localhost:4173', '127.0.0.1', '[::1]:4173'])
      expect((await statusFor(host)).status).toBe(200);
    const listed = createPreviewServer(dir, previewHostCheck(['web.test']));
    await new Promise<void>((done) => listed.listen(0, '127.0.0.1', done));
    try {
      expect((await statusFor('web.test:80', listed)).status).toBe(200);
      expect((await statusFor('other.test', listed)).status).toBe(403);
    } finally {
      await new Promise((done) => listed.close(done));
      await new Promise((done) => checked.close(done));
    }
  });

  it('reads the name of every Host form: any case, a port, an IPv6 address in brackets', () => {
    const check = previewHostCheck(['web.test']);
    for (const host of [
      'LOCALHOST',
      'localhost:4173',
      ' 127.0.0.1:80 ',
      '[::1]',
      '[::1]:4173',
      'Web.Test:443',
    ])
      expect(check(host)).toBeNull();
    expect(check('[::2]:4173')).toBe(hostRefused('[::2]'));
    expect(check('localhost.evil.example')).toBe(hostRefused('localhost.evil.example'));
    expect(check(undefined)).toBe(hostRefused(''));
  });

  it('picks brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeNull();
  });
});
