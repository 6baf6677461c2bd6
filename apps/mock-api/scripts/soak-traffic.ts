/**
 * The soak's traffic: mixed valid, invalid and abusive calls against a running mock, each with the
 * statuses it may answer. Anything else is "unexpected"; any 5xx is a failure (the mix never forces
 * a 500 through a scenario).
 */
import { Agent, request } from 'node:http';
import { DYNAMIC_KEY_HEADER, dynamicKey, type EndpointDef, endpoints } from '@lwl/schemas';

export interface SoakCounts {
  requests: number;
  byKind: Record<string, number>;
  serverErrors: number;
  unexpected: number;
  /** The first few unexpected answers, to read. */
  samples: string[];
}

interface Call {
  kind: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  expect: readonly number[];
  /**
   * A body declared this long (`content-length`) of which only `body` is sent: the mock answers 413
   * from the header without reading on, and closes the connection, so the call gets its own.
   */
  declaredLength?: number;
}

const TITAN = { email: 'titan@lwl.test', password: 'Lwl@12345' };
const table: [string, EndpointDef][] = Object.entries(endpoints);
const posts = table.filter(([, def]) => def.method === 'POST');
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const json = (value: unknown) => JSON.stringify(value);
const allowed = (def: EndpointDef) => [200, ...def.errors];
const apiPath = (def: EndpointDef) =>
  `/api/${def.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'slug' ? 'titan' : '1'))}`;

/** A random JSON value, sometimes of the wrong type, sometimes deep or odd. */
function junk(depth = 0): unknown {
  const choices: (() => unknown)[] = [
    () => Math.random() * 1e12 - 5e11,
    () => 'x'.repeat(Math.floor(Math.random() * 7000)),
    () => null,
    () => true,
    () => '<script>alert(1)</script>',
    () => '\u0000\uffff\ud800',
    () => (depth < 3 ? [junk(depth + 1), junk(depth + 1)] : []),
    () => (depth < 3 ? { ['__proto__']: junk(depth + 1), constructor: 1, a: junk(depth + 1) } : {}),
  ];
  return pick(choices)();
}

function fuzzedBody(def: EndpointDef): string {
  const shape = 'shape' in def.input ? Object.keys((def.input as { shape: object }).shape) : [];
  const body: Record<string, unknown> = {};
  for (const key of shape) if (Math.random() < 0.7) body[key] = junk();
  return Math.random() < 0.1 ? '{"broken": ' : json(body);
}

const guestOrder = (n: number) => ({
  name: 'Soak Guest',
  email: `soak${n % 500}@example.com`,
  company_name: 'Acme',
  designation: 'CTO',
  phone: '9876543210',
  quantity: 1,
  event_id: 1,
});

/** One call of the mix; weights are the rough share of each kind. */
function nextCall(n: number): Call {
  const roll = Math.random() * 100;
  if (roll < 30) {
    const [, def] = pick(table.filter(([, d]) => d.method === 'GET' && d.auth !== 'required'));
    return { kind: 'valid read', method: 'GET', path: apiPath(def), expect: allowed(def) };
  }
  if (roll < 40)
    return {
      kind: 'unpaid order',
      method: 'POST',
      path: '/api/event-payment',
      body: json(guestOrder(n)),
      expect: allowed(endpoints['POST event-payment']),
    };
  if (roll < 60) {
    const [, def] = pick(posts);
    return {
      kind: 'fuzzed body',
      method: 'POST',
      path: apiPath(def),
      body: fuzzedBody(def),
      expect: allowed(def),
    };
  }
  if (roll < 70) {
    const email = Math.random() < 0.5 ? TITAN.email : `nobody${n % 50}@example.com`;
    return {
      kind: 'brute-force login',
      method: 'POST',
      path: '/api/login',
      body: json({ email, password: `guess${n}` }),
      expect: allowed(endpoints['POST login']),
    };
  }
  if (roll < 74)
    return {
      kind: 'forgot-password flood',
      method: 'POST',
      path: '/api/forgot-password',
      body: json({ email: `victim${n % 20}@example.com` }),
      expect: allowed(endpoints['POST forgot-password']),
    };
  if (roll < 80) {
    const [, def] = pick(posts);
    const body = json({
      name: 'n'.repeat(6000),
      first_name: 'f'.repeat(6000),
      email: `${'e'.repeat(300)}@x.io`,
    });
    return { kind: 'huge fields', method: 'POST', path: apiPath(def), body, expect: allowed(def) };
  }
  if (roll < 86) {
    const [operation, def] = pick(table);
    const statuses = def.errors.filter((s) => s !== 500);
    const status = statuses.length > 0 && Math.random() < 0.8 ? pick(statuses) : 200;
    return {
      kind: 'scenario churn',
      method: 'PUT',
      path: '/__mock/scenarios',
      headers: { 'content-type': 'application/json' },
      body: json({ [operation]: status }),
      expect: [200],
    };
  }
  if (roll < 88)
    return {
      kind: 'scenario clear',
      method: 'DELETE',
      path: '/__mock/scenarios',
      headers: { 'content-type': 'application/json' },
      expect: [200],
    };
  if (roll < 89)
    return {
      kind: 'reset',
      method: 'POST',
      path: '/__mock/reset',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      expect: [200],
    };
  if (roll < 93) {
    const abuse = pick<Omit<Call, 'kind'>>([
      { headers: { host: 'evil.example' }, method: 'GET', path: '/api/events', expect: [403] },
      { headers: { 'content-type': 'text/plain' }, method: 'POST', path: '/__mock/reset', expect: [415] },
      {
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        method: 'POST',
        path: '/__mock/reset',
        expect: [403],
      },
      {
        headers: { 'content-type': 'application/json' },
        method: 'PUT',
        path: '/__mock/scenarios',
        body: '{"constructor":500}',
        expect: [400],
      },
    ]);
    return { kind: 'abusive control', body: '{}', ...abuse };
  }
  if (roll < 93.2)
    return {
      kind: 'oversized body',
      method: 'POST',
      path: '/api/login',
      body: Buffer.alloc(64 * 1024, 0x61),
      declaredLength: 11 * 1024 * 1024,
      expect: [413],
    };
  const [, def] = pick(table.filter(([, d]) => d.auth === 'required'));
  return {
    kind: 'bad token',
    method: def.method,
    path: apiPath(def),
    headers: { authorization: `Bearer ${'0'.repeat(64)}` },
    body: def.method === 'POST' ? '{}' : undefined,
    expect: allowed(def),
  };
}

/** Sends calls from `concurrency` loops until `until` (ms since epoch), or once `maxRequests` are sent. */
export async function driveTraffic(options: {
  port: number;
  until: number;
  maxRequests?: number;
  concurrency: number;
  counts: SoakCounts;
}): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const { counts } = options;
  let n = 0;
  let key = { minute: -1, value: '' };
  const keyNow = async () => {
    const minute = Math.floor(Date.now() / 60_000);
    if (minute !== key.minute) key = { minute, value: await dynamicKey(new Date()) };
    return key.value;
  };
  const send = (call: Call, dyn: string) =>
    new Promise<{ status: number; error?: string }>((done) => {
      // A GET sends no body (Node would write it unframed, and the server would read it as a request).
      const body = call.method === 'GET' ? undefined : call.body;
      const headers: Record<string, string> = {
        host: `localhost:${options.port}`,
        [DYNAMIC_KEY_HEADER]: dyn,
        ...(body !== undefined && !call.headers?.['content-type']
          ? { 'content-type': 'application/json' }
          : {}),
        ...call.headers,
        ...(body !== undefined
          ? { 'content-length': String(call.declaredLength ?? Buffer.byteLength(body)) }
          : {}),
      };
      const req = request(
        {
          host: '127.0.0.1',
          port: options.port,
          method: call.method,
          path: call.path,
          headers: call.declaredLength ? { ...headers, connection: 'close' } : headers,
          agent: call.declaredLength ? false : agent,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            done({ status: res.statusCode ?? 0 });
            if (call.declaredLength) req.destroy();
          });
        },
      );
      req.on('error', (error) => done({ status: 0, error: error.message }));
      if (call.declaredLength) req.write(body ?? '');
      else req.end(body);
    });
  const loop = async () => {
    while (Date.now() < options.until && n < (options.maxRequests ?? Number.POSITIVE_INFINITY)) {
      n += 1;
      const call = nextCall(n);
      const { status, error } = await send(call, await keyNow());
      counts.requests += 1;
      counts.byKind[call.kind] = (counts.byKind[call.kind] ?? 0) + 1;
      if (status >= 500) counts.serverErrors += 1;
      if (!call.expect.includes(status)) {
        counts.unexpected += 1;
        if (counts.samples.length < 10)
          counts.samples.push(`${call.kind}: ${call.method} ${call.path} → ${error ?? status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  agent.destroy();
}

export const emptyCounts = (): SoakCounts => ({
  requests: 0,
  byKind: {},
  serverErrors: 0,
  unexpected: 0,
  samples: [],
});
