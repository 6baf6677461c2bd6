import { pathParams } from './endpoint.ts';

/** Request input as the client sees it: the fields of the endpoint's input object. */
export type InputRecord = Record<string, unknown>;

/** Reads an input value as a plain record (`undefined`/`null` → empty). */
export function asRecord(input: unknown): InputRecord {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new TypeError('Request input must be an object.');
  }
  return { ...(input as InputRecord) };
}

/**
 * Fills `{param}` placeholders from the input (URL-encoded) and returns the path and the input
 * keys not used by it.
 */
export function fillPath(template: string, input: InputRecord): { path: string; rest: InputRecord } {
  const rest = { ...input };
  let path = template;
  for (const name of pathParams(template)) {
    const value = rest[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`Missing path parameter "${name}" for ${template}.`);
    }
    if (String(value) === '') throw new TypeError(`Empty path parameter "${name}" for ${template}.`);
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    delete rest[name];
  }
  return { path, rest };
}

/**
 * One scalar as a form or query value: strings as they are, numbers as strings, booleans as
 * '1'/'0' (the backend's lenient reading), dates as ISO strings, other objects as JSON.
 */
function scalar(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** Entries of a flat encoding: undefined/null skipped, arrays as repeated `key[]` entries. */
function* entries(input: InputRecord): Generator<[string, unknown]> {
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) yield [`${key}[]`, item];
    } else {
      yield [key, value];
    }
  }
}

/** Query string (with its leading '?', or '' when empty) for a GET call. */
export function toQueryString(input: InputRecord): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries(input)) params.append(key, scalar(value));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Multipart body: files (Blob/File) appended as files, everything else as text. */
export function toFormData(input: InputRecord): FormData {
  const form = new FormData();
  for (const [key, value] of entries(input)) {
    if (value instanceof Blob) {
      if (typeof File !== 'undefined' && value instanceof File) form.append(key, value, value.name);
      else form.append(key, value);
    } else {
      form.append(key, scalar(value));
    }
  }
  return form;
}

/** JSON body; `undefined` fields drop out. */
export function toJsonBody(input: InputRecord): string {
  return JSON.stringify(input);
}
