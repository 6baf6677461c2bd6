import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { okBody, okMessageBody } from '../common/envelope.ts';
import { fileField } from '../common/fields.ts';
import { commonMessages } from '../common/messages.ts';
import { ApiError, type ApiErrorKind, isApiError } from './api-error.ts';
import { apiFailure } from './api-failure.ts';
import { type ApiClientOptions, createApiClient } from './client.ts';
import { defineEndpoint } from './endpoint.ts';

// A small local table, independent of the domain tables.
const local = {
  thing: defineEndpoint({
    method: 'GET',
    path: 'things/{slug}',
    auth: 'optional',
    body: 'none',
    input: z.object({
      slug: z.string(),
      start: z.optional(z.number()),
      tags: z.optional(z.array(z.string())),
      active: z.optional(z.boolean()),
      note: z.optional(z.string()),
    }),
    response: okBody({ data: z.object({ name: z.string() }) }),
    errors: [401, 404],
    summary: 'test',
  }),
  publicList: defineEndpoint({
    method: 'GET',
    path: 'public-list',
    auth: 'none',
    body: 'none',
    input: z.object({}),
    response: z.array(z.number()),
    errors: [],
    summary: 'test',
  }),
  saveJson: defineEndpoint({
    method: 'POST',
    path: 'save-json',
    auth: 'required',
    body: 'json',
    input: z.object({ name: z.string(), count: z.number(), coupon: z.optional(z.string()) }),
    response: okMessageBody,
    errors: [400, 401],
    summary: 'test',
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: 'upload/{id}',
    auth: 'required',
    body: 'multipart',
    input: z.object({
      id: z.number(),
      name: z.string(),
      quantity: z.number(),
      provides_gst_details: z.boolean(),
      optional: z.optional(z.string()),
      nothing: z.null(),
      image: fileField(),
      lwl_activities: z.array(z.string()),
      documents: z.array(fileField()),
    }),
    response: okMessageBody,
    errors: [400, 401, 413],
    summary: 'test',
  }),
};

const CLOCK = new Date('2026-03-07T04:30:00Z');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: () => Response | Promise<Response>, overrides: Partial<ApiClientOptions> = {}) {
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://localhost:8787/api/',
    fetch: async (request) => {
      requests.push(request);
      return answer();
    },
    getToken: () => 'tok123',
    now: () => CLOCK,
    dynamicKeyPhrase: 'test phrase',
    ...overrides,
  });
  const last = () => {
    const request = requests.at(-1);
    if (!request) throw new Error('no request was sent');
    return request;
  };
  return { client, requests, last };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient: request', () => {
  it('sends the dynamickey of the clock hour and the phrase', async () => {
    const { client, last } = setup(() => json([1, 2]));
    await client.request(local.publicList, {});
    expect(last().headers.get('dynamickey')).toBe(sha256('2026-03-07T04:test phrase'));
  });

  it('uses the default phrase when none is given', async () => {
    const { client, last } = setup(() => json([1]), { dynamicKeyPhrase: undefined });
    await client.request(local.publicList, {});
    expect(last().headers.get('dynamickey')).toBe(sha256('2026-03-07T04:lwl-dev-phrase'));
  });

  it('sends the bearer token on required and optional calls, never on auth none', async () => {
    const { client, requests } = setup(() => json({ status: 1, message: 'ok', data: { name: 'x' } }));
    await client.request(local.thing, { slug: 'a' });
    await client.request(local.saveJson, { name: 'n', count: 1 });
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer tok123', 'Bearer tok123']);

    const publicCall = setup(() => json([]));
    await publicCall.client.request(local.publicList, {});
    expect(publicCall.last().headers.has('authorization')).toBe(false);
  });

  it('omits the bearer header when there is no token', async () => {
    for (const token of [null, undefined, '']) {
      const { client, last } = setup(() => json({ status: 1, data: { name: 'x' } }), {
        getToken: () => token,
      });
      await client.request(local.thing, { slug: 'a' });
      expect(last().headers.has('authorization')).toBe(false);
    }
  });

  it('fills path parameters (encoded) and puts the rest of a GET input in the query', async () => {
    const { client, last } = setup(() => json({ status: 1, data: { name: 'x' } }));
    await client.request(local.thing, {
      slug: 'a b/c',
      start: 40,
      tags: ['x', 'y'],
      active: true,
      note: undefined,
    });
    const url = new URL(last().url);
    expect(last().method).toBe('GET');
    expect(url.pathname).toBe('/api/things/a%20b%2Fc');
    expect(url.searchParams.get('start')).toBe('40');
    expect(url.searchParams.getAll('tags[]')).toEqual(['x', 'y']);
    expect(url.searchParams.get('active')).toBe('1');
    expect(url.searchParams.has('note')).toBe(false);
    expect(await last().text()).toBe('');
  });

  it('adds the missing trailing slash of the base URL', async () => {
    const { client, last } = setup(() => json([]), { baseUrl: 'http://localhost:8787/api' });
    await client.request(local.publicList, {});
    expect(last().url).toBe('http://localhost:8787/api/public-list');
  });

  it('sends a JSON body with its content type', async () => {
    const { client, last } = setup(() => json({ status: 1, message: 'Saved' }));
    const answer = await client.request(local.saveJson, { name: 'Asha', count: 2 });
    expect(answer).toEqual({ status: 1, message: 'Saved' });
    expect(last().method).toBe('POST');
    expect(last().headers.get('content-type')).toBe('application/json');
    expect(await last().json()).toEqual({ name: 'Asha', count: 2 });
  });

  it('sends multipart with files, 1/0 booleans, string numbers and key[] lists', async () => {
    const { client, last } = setup(() => json({ status: 1, message: 'ok' }));
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    const doc = new Blob(['%PDF'], { type: 'application/pdf' });
    await client.request(local.upload, {
      id: 7,
      name: 'Asha',
      quantity: 3,
      provides_gst_details: false,
      optional: undefined,
      nothing: null,
      image,
      lwl_activities: ['Retreats', 'Virtual sessions'],
      documents: [doc, image],
    });
    const request = last();
    expect(new URL(request.url).pathname).toBe('/api/upload/7');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('name')).toBe('Asha');
    expect(form.get('quantity')).toBe('3');
    expect(form.get('provides_gst_details')).toBe('0');
    expect(form.has('optional')).toBe(false);
    expect(form.has('nothing')).toBe(false);
    expect(form.has('id')).toBe(false);
    expect(form.getAll('lwl_activities[]')).toEqual(['Retreats', 'Virtual sessions']);
    const sent = form.get('image');
    expect(sent).toBeInstanceOf(File);
    expect(sent instanceof File && sent.name).toBe('me.jpg');
    expect(sent instanceof File && [...new Uint8Array(await sent.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff]);
    const docs = form.getAll('documents[]');
    expect(docs).toHaveLength(2);
    expect(docs.every((d) => d instanceof Blob)).toBe(true);
  });

  it('passes the abort signal and extra headers to fetch', async () => {
    const controller = new AbortController();
    const { client, last } = setup(() => json([]));
    await client.request(
      local.publicList,
      {},
      { signal: controller.signal, headers: { Prefer: 'code=401' } },
    );
    expect(last().headers.get('prefer')).toBe('code=401');
    controller.abort();
    expect(last().signal.aborted).toBe(true);
  });
});

describe('createApiClient: answers', () => {
  it('returns the parsed success body', async () => {
    const { client } = setup(() => json({ status: 1, data: { name: 'Gala' }, extra: true }));
    const answer = await client.request(local.thing, { slug: 'gala' });
    expect(answer.data.name).toBe('Gala');
  });

  it('fails with invalid-response when the body does not match the schema', async () => {
    const { client } = setup(() => json({ status: 1, data: { title: 'no name' } }));
    const error = await failure(client.request(local.thing, { slug: 'x' }));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, operation: 'GET things/{slug}' });
    expect(error.cause).toBeInstanceOf(z.core.$ZodError);
  });

  it('fails with invalid-response when a 2xx body is not JSON', async () => {
    const { client } = setup(() => new Response('<html>', { status: 200 }));
    const error = await failure(client.request(local.publicList, {}));
    expect(error.kind).toBe('invalid-response');
    expect(error.body).toBe('<html>');
  });

  it.each([
    [400, 'refused', 'Invalid coupon code.'],
    [401, 'unauthorized', 'Token expired.'],
    [403, 'client-error', 'Invalid dynamic key.'],
    [404, 'not-found', 'Record not found. Please try again later.'],
    [413, 'client-error', 'The file is too large.'],
    [429, 'refused', 'Too many attempts. Please try again in 60 seconds.'],
    [500, 'server-error', 'Something went wrong, Please try again later.'],
    [503, 'server-error', 'Down for maintenance.'],
  ] as const)('maps HTTP %i to a %s failure with the server message', async (status, kind, message) => {
    const { client } = setup(() => json({ status: 0, message }, status));
    const error = await failure(client.request(local.saveJson, { name: 'n', count: 1 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind,
      status,
      message,
      serverMessage: message,
      operation: 'POST save-json',
    });
    expect(error.body).toEqual({ status: 0, message });
  });

  it('falls back to a generic message when the server sent none', async () => {
    const cases: [number, ApiErrorKind, string][] = [
      [500, 'server-error', commonMessages.unexpected],
      [401, 'unauthorized', commonMessages.sessionExpired],
      [404, 'not-found', commonMessages.recordNotFound],
      [413, 'client-error', commonMessages.unexpected],
    ];
    for (const [status, kind, message] of cases) {
      const { client } = setup(() => new Response('', { status }));
      const error = await failure(client.request(local.publicList, {}));
      expect(error).toMatchObject({ kind, status, message });
      expect(error.serverMessage).toBeUndefined();
    }
  });

  it('keeps no server message when the failure body has a blank one or is not JSON', async () => {
    for (const answer of [json({ status: 0, message: '  ' }, 400), new Response('<html>', { status: 502 })]) {
      const { client } = setup(() => answer);
      const error = await failure(client.request(local.publicList, {}));
      expect(error.serverMessage).toBeUndefined();
      expect(error.message).toBe(commonMessages.unexpected);
    }
  });

  it('reads a 200 body with status 0 as a 400 http error', async () => {
    const { client } = setup(() => json({ status: 0, message: 'Please select duration of membership.' }));
    const error = await failure(client.request(local.saveJson, { name: 'n', count: 1 }));
    expect(error).toMatchObject({
      kind: 'refused',
      status: 400,
      message: 'Please select duration of membership.',
      serverMessage: 'Please select duration of membership.',
    });
  });

  it('maps a fetch that throws to an unreachable failure', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(client.request(local.publicList, {}));
    expect(error).toMatchObject({ kind: 'unreachable', status: 0, operation: 'GET public-list' });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("maps the caller's deadline passing to a timeout failure", async () => {
    const controller = new AbortController();
    const timeout = new DOMException('The operation timed out.', 'TimeoutError');
    const { client } = setup(() => {
      controller.abort(timeout);
      return Promise.reject(timeout);
    });
    const error = await failure(client.request(local.publicList, {}, { signal: controller.signal }));
    expect(error).toMatchObject({ kind: 'timeout', status: 0, message: commonMessages.unexpected });
    expect(error.cause).toBe(timeout);
  });

  it('rethrows the abort of a cancelled call unchanged', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { client } = setup(() => {
      controller.abort();
      return Promise.reject(abort);
    });
    await expect(client.request(local.publicList, {}, { signal: controller.signal })).rejects.toBe(abort);
  });

  it('refuses a call whose path parameter is missing, before any fetch', async () => {
    const { client, requests } = setup(() => json([]));
    const input: unknown = {};
    await expect(client.request(local.thing, input as { slug: string })).rejects.toThrow(/slug/);
    expect(requests).toHaveLength(0);
  });
});

describe('isApiError', () => {
  it('tells ApiError from other errors', () => {
    expect(isApiError(apiFailure('GET x', { unanswered: new TypeError('m') }))).toBe(true);
    expect(isApiError(new Error('m'))).toBe(false);
    expect(isApiError({ kind: 'unauthorized', status: 401 })).toBe(false);
  });
});
