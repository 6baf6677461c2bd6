import { commonMessages, type EndpointDef } from '@lwl/schemas';
import type { Context } from 'hono';
import { mockMessages } from '../registry/mock-messages.ts';

export type InputOutcome = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/** Fields a form body may have: the longest form of the contract has about 30. */
const MAX_FORM_FIELDS = 1000;

/** Refuses bytes that are not UTF-8, instead of reading them as U+FFFD and storing that. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `key[]` entries become an array under `key` (the web app sends lists as repeated `key[]`). */
function foldListKeys(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (!key.endsWith('[]')) {
      out[key] = value;
      continue;
    }
    const name = key.slice(0, -2);
    const values = Array.isArray(value) ? value : [value];
    const existing = out[name];
    out[name] = Array.isArray(existing) ? [...existing, ...values] : values;
  }
  return out;
}

function readQuery(params: URLSearchParams): Record<string, unknown> {
  const grouped = new Map<string, string | string[]>();
  for (const [key, value] of params) {
    if (key.endsWith('[]')) {
      const list = grouped.get(key);
      grouped.set(key, Array.isArray(list) ? [...list, value] : [value]);
    } else {
      grouped.set(key, value);
    }
  }
  return foldListKeys(grouped);
}

async function readJson(c: Context): Promise<InputOutcome> {
  let text: string;
  try {
    text = utf8.decode(await c.req.arrayBuffer());
  } catch {
    return { ok: false, message: commonMessages.malformedJson };
  }
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    const parsed: unknown = JSON.parse(text);
    if (isPlainObject(parsed)) return { ok: true, value: parsed };
  } catch {
    // answered below
  }
  return { ok: false, message: commonMessages.malformedJson };
}

async function readForm(c: Context): Promise<InputOutcome> {
  try {
    const form = await c.req.parseBody({ all: true });
    const parts = Object.values(form).reduce((n, v) => n + (Array.isArray(v) ? v.length : 1), 0);
    if (parts > MAX_FORM_FIELDS) return { ok: false, message: mockMessages.tooManyFields(MAX_FORM_FIELDS) };
    return { ok: true, value: foldListKeys(Object.entries(form)) };
  } catch {
    return { ok: false, message: mockMessages.malformedForm };
  }
}

/**
 * Reads the request body the way its content type says (a lenient backend accepts JSON or a form on
 * either kind of endpoint); an endpoint without a body reads none.
 */
async function readBody(c: Context, def: EndpointDef): Promise<InputOutcome> {
  if (def.body === 'none' || c.req.method === 'GET') return { ok: true, value: {} };
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (FORM_TYPES.has(mediaType)) return readForm(c);
  if (mediaType === '' && def.body === 'multipart') return { ok: true, value: {} };
  return readJson(c);
}

/** Path parameters, query and body merged into one object for the endpoint's `input` schema (path wins). */
export async function readInput(c: Context, def: EndpointDef, url: URL): Promise<InputOutcome> {
  const body = await readBody(c, def);
  if (!body.ok) return body;
  return { ok: true, value: { ...readQuery(url.searchParams), ...body.value, ...c.req.param() } };
}
