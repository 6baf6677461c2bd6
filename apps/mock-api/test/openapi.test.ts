import { endpoints, operationKey } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, operationId } from '../src/openapi/document.ts';
import { infraApp } from './setup-test-app.ts';
import { testTable } from './test-table.ts';

type Json = Record<string, unknown>;
const asJson = (value: unknown): Json => {
  if (typeof value !== 'object' || value === null) throw new Error('not an object');
  return value as Json;
};
const at = (value: unknown, ...keys: string[]): unknown => keys.reduce((v, k) => asJson(v)[k], value);

describe('GET /openapi.json', () => {
  it('has every table operation with id, summary, security, dynamickey, body or parameters, and responses', async () => {
    const { client } = infraApp();
    const res = await client.mock('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = asJson(res.body);
    expect(doc.openapi).toBe('3.1.0');
    const paths = asJson(doc.paths);
    const keys = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(asJson(ops)).map((m) => `${m.toUpperCase()} ${path.replace(/^\/api\//, '')}`),
    );
    expect(keys.sort()).toEqual(Object.keys(testTable).sort());

    const get = asJson(at(paths, '/api/things/{slug}', 'get'));
    expect(get).toMatchObject({
      operationId: 'getThingsBySlug',
      summary: 'One thing by slug',
      security: [{ bearer: [], dynamicKey: [] }, { dynamicKey: [] }],
    });
    const params = (get.parameters as Json[]).map((p) => `${p.in}:${p.name}:${p.required}`);
    expect(params).toEqual(['header:Prefer:false', 'path:slug:true', 'query:page:false', 'query:tags:false']);
    // 400: Prefer with a code the operation does not document, which any operation may get.
    expect(Object.keys(asJson(get.responses)).sort()).toEqual(['200', '400', '403', '404', '500']);
    expect(at(get, 'responses', '400', 'x-lwl-mock-only')).toBe(true);
    expect(at(get, 'responses', '404', 'content', 'application/json', 'schema')).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(
      at(get, 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'status'),
    ).toMatchObject({ const: 1 });

    const post = asJson(at(paths, '/api/things', 'post'));
    expect(post.security).toEqual([{ bearer: [], dynamicKey: [] }]);
    const body = asJson(at(post, 'requestBody', 'content', 'application/json', 'schema'));
    expect(body.required).toEqual(['name', 'email', 'quantity']);
    // 503: a change the data file could not take, on any call but a GET.
    expect(Object.keys(asJson(post.responses)).sort()).toEqual(['200', '400', '401', '500', '503']);
    expect(at(post, 'responses', '400', 'x-lwl-mock-only')).toBeUndefined();
    expect(at(post, 'responses', '503', 'x-lwl-mock-only')).toBe(true);
    expect(Object.keys(asJson(at(post, 'requestBody', 'content')))).toEqual([
      'application/json',
      'multipart/form-data',
      'application/x-www-form-urlencoded',
    ]);

    const upload = asJson(at(paths, '/api/upload', 'post'));
    const image = at(
      upload,
      'requestBody',
      'content',
      'multipart/form-data',
      'schema',
      'properties',
      'image',
    );
    expect(image).toEqual({ type: 'string', format: 'binary' });
    // The table's own media type first; a file cannot travel in JSON.
    expect(Object.keys(asJson(at(upload, 'requestBody', 'content')))[0]).toBe('multipart/form-data');
    expect(
      at(upload, 'requestBody', 'content', 'application/json', 'schema', 'properties', 'image'),
    ).toBeUndefined();
    expect(at(paths, '/api/count', 'get', 'security')).toEqual([{ dynamicKey: [] }]);
    expect(at(doc, 'components', 'securitySchemes', 'bearer')).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(at(doc, 'components', 'securitySchemes', 'dynamicKey')).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'dynamickey',
    });
    expect(at(doc, 'components', 'schemas', 'ErrorBody', 'required')).toEqual(['status', 'message']);
  });

  it('builds from the real endpoint table: one operation per entry', () => {
    const doc = buildOpenApi(endpoints);
    const ids = new Set<string>();
    for (const [key, def] of Object.entries(endpoints)) {
      const op = asJson(at(doc.paths, `/api/${def.path}`, def.method.toLowerCase()));
      expect(op.operationId).toBe(operationId(def));
      expect(op.summary).toBe(def.summary);
      expect(key).toBe(operationKey(def));
      ids.add(String(op.operationId));
    }
    expect(ids.size).toBe(Object.keys(endpoints).length);
  });

  it('gives every parameter, request body and response of the real table an example, and tags from the global list', () => {
    const doc = buildOpenApi(endpoints, 'http://127.0.0.1:9999');
    expect(doc.servers[0]?.url).toBe('http://127.0.0.1:9999');
    expect(doc.info.contact.name).not.toBe('');
    const tags = new Set(doc.tags.map((t) => t.name));
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method} ${path}`;
        expect(tags.has(String((op.tags as string[])[0])), where).toBe(true);
        for (const p of op.parameters as Json[])
          if (p.in !== 'header') expect(p.example, `${where} ${p.name}`).not.toBeUndefined();
        const media = op.requestBody ? Object.values(asJson(at(op, 'requestBody', 'content'))) : [];
        for (const m of media) expect(asJson(m).example, where).toBeTypeOf('object');
        for (const [status, response] of Object.entries(asJson(op.responses)))
          expect(at(response, 'content', 'application/json', 'example'), `${where} ${status}`).toBeTypeOf(
            'object',
          );
      }
    }
    for (const tag of doc.tags) expect(tag.description).not.toBe('');
  });

  it('requires what the mock refuses to miss and bounds integers as the mock does', () => {
    const doc = buildOpenApi(endpoints);
    const bodyOf = (path: string, media = 'application/json') =>
      asJson(at(doc.paths, path, 'post', 'requestBody', 'content', media, 'schema'));
    expect(bodyOf('/api/user-event-payment').required).toEqual(['quantity', 'event_id']);
    expect(bodyOf('/api/package-payment').required).toEqual(['package_id']);
    expect(bodyOf('/api/delete-event').required).toEqual(['event_id']);
    // A missing list is an empty one: the four lists of the application are optional.
    expect(bodyOf('/api/new-member-form', 'multipart/form-data').required).toEqual(['email', 'name']);
    expect(at(bodyOf('/api/delete-event'), 'properties', 'event_id')).toMatchObject({
      type: 'integer',
      minimum: 1,
    });
    expect(at(bodyOf('/api/user-event-payment'), 'properties', 'quantity')).toMatchObject({
      minimum: 1,
      maximum: 5,
    });
  });

  it('says the unit of every money field and what every id identifies', () => {
    const doc = buildOpenApi(endpoints);
    const MONEY = /^(?!.*_id$)(.*price.*|amount|subtotal|discount|taxable_value|gst|tax|total)$/;
    const UNIT = /paise|rupees|minor unit|major unit|a count/;
    const missing: string[] = [];
    /** Every property of a schema, with the path it is at. */
    const visit = (schema: unknown, where: string, each: (name: string, prop: Json, at: string) => void) => {
      if (typeof schema !== 'object' || schema === null) return;
      const json = schema as Json;
      for (const [name, prop] of Object.entries(asJson(json.properties ?? {})))
        each(name, asJson(prop), where);
      for (const [key, value] of Object.entries(json)) visit(value, `${where}.${key}`, each);
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${path}`;
        visit(op, where, (name, prop, at) => {
          const numeric = ['integer', 'number'].includes(String(prop.type));
          if (MONEY.test(name) && numeric && !UNIT.test(String(prop.description)))
            missing.push(`${at} ${name}: no unit`);
          // A nullable id is `anyOf: [{ type: 'string', description }, { type: 'null' }]`.
          const described = [prop, ...((prop.anyOf as Json[] | undefined) ?? [])].some(
            (branch) => typeof branch.description === 'string',
          );
          if (/(^|_)id$/.test(name) && !described) missing.push(`${at} ${name}: says not what it identifies`);
        });
        for (const p of op.parameters as Json[])
          if (/(^|_)id$/.test(String(p.name)) && typeof p.description !== 'string')
            missing.push(`${where} ${p.name}: says not what it identifies`);
      }
    }
    expect(missing).toEqual([]);
    const refund = asJson(
      at(doc.paths, '/api/delete-event', 'post', 'requestBody', 'content', 'application/json', 'schema'),
    );
    expect(at(refund, 'properties', 'event_id', 'description')).toMatch(/purchase's id/);
  });

  it('names operations in camel case', () => {
    expect(operationId({ method: 'GET', path: 'events/{slug}' })).toBe('getEventsBySlug');
    expect(operationId({ method: 'POST', path: 'mentor-free-sesssion-appointment' })).toBe(
      'postMentorFreeSesssionAppointment',
    );
  });
});

describe('GET /docs/plain', () => {
  it('renders an HTML reference of every operation that loads nothing from the network', async () => {
    const { mock } = infraApp();
    const res = await mock.app.request('/docs/plain');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    for (const def of Object.values(testTable)) expect(html).toContain(`/api/${def.path}`);
    expect(html).not.toMatch(/<script[^>]+src=["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/<link[^>]+href=["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/@import|url\(\s*["']?(https?:)?\/\//i);
  });
});

describe('GET /docs (Scalar, with try it)', () => {
  it('loads Scalar from the mock itself, signs in the seeded account and computes the dynamickey per request', async () => {
    const { mock } = infraApp();
    const res = await mock.app.request('/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script src="docs/scalar.js"></script>');
    expect(html).not.toMatch(/<script[^>]+src=["']?(https?:)?\/\//i);
    expect(html).toContain("fetch('api/login'");
    expect(html).toContain('"email":"titan@lwl.test"');
    expect(html).toContain("request.headers.set('dynamickey'");
    expect(html).toContain('withDefaultFonts: false');
    const script = await mock.app.request('/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await script.text()).length).toBeGreaterThan(1_000_000);
  });
});
