/**
 * The three requests the API benchmark loads, and their answers captured from the running mock so the
 * bare server can send the same bytes.
 */
import { DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';

export interface Target {
  id: string;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  contentType?: string;
  expectedStatus: number;
}

export const SEEDED_EVENT_SLUG = 'women-in-leadership-summit';

export const targets: Target[] = [
  { id: 'events', label: 'GET events', method: 'GET', path: '/api/events', expectedStatus: 200 },
  {
    id: 'event',
    label: `GET events/${SEEDED_EVENT_SLUG}`,
    method: 'GET',
    path: `/api/events/${SEEDED_EVENT_SLUG}`,
    expectedStatus: 200,
  },
  {
    id: 'login-invalid',
    label: 'POST login (invalid body → 400)',
    method: 'POST',
    path: '/api/login',
    body: '{}',
    contentType: 'application/json',
    expectedStatus: 400,
  },
];

/** A captured answer: status, the headers the application sets, body. */
export interface Fixture {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Headers node:http adds by itself on every answer; the bare server lets node add them too. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export async function requestHeaders(target: Target): Promise<Record<string, string>> {
  const headers: Record<string, string> = { [DYNAMIC_KEY_HEADER]: await dynamicKey(new Date()) };
  if (target.contentType) headers['content-type'] = target.contentType;
  return headers;
}

export async function capture(origin: string, target: Target): Promise<Fixture> {
  const response = await fetch(`${origin}${target.path}`, {
    method: target.method,
    headers: await requestHeaders(target),
    body: target.body,
  });
  const body = await response.text();
  if (response.status !== target.expectedStatus) {
    throw new Error(
      `${target.label} answered ${response.status}, expected ${target.expectedStatus}: ${body}`,
    );
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  });
  return { method: target.method, path: target.path, status: response.status, headers, body };
}
