import { commonMessages, type EndpointDef, endpoints } from '@lwl/schemas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { buildOpenApi } from '../../src/openapi/document.ts';
import type { JsonSchema } from '../../src/openapi/json-schema.ts';
import { mockMessages } from '../../src/registry/mock-messages.ts';

/**
 * The document's own boundary cases (boundary-cases.test.ts sends them to the in-process mock,
 * scripts/prism-boundary.ts through Stoplight Prism's validating proxy): for every operation, its
 * example, then one field changed at a time (missing, at and just past each bound, a value outside
 * its enum, a wrong type), and the example in a media type the document does not list. The JSON
 * Schema's verdict (ajv, draft 2020-12 as OpenAPI 3.1 has it) must be the mock's.
 */

type Fields = Record<string, unknown>;
export type RequestBody = NonNullable<RequestInit['body']>;
type Media =
  | 'application/json'
  | 'multipart/form-data'
  | 'application/x-www-form-urlencoded'
  | 'application/xml';

export interface BoundaryCase {
  name: string;
  fields: Fields;
  media: Media;
}

export interface Operation {
  key: string;
  def: EndpointDef;
  /** The request schema: the JSON body's, or for a GET its path and query parameters as one object. */
  schema: JsonSchema;
  example: Fields;
  /** The media types the document lists (none for a GET). */
  media: Media[];
}

const doc = buildOpenApi(endpoints);

const ajv = new Ajv2020({ strict: true, allErrors: false });
ajv.addKeyword('example');
ajv.addFormat('binary', true);

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function operationOf(key: string, def: EndpointDef): Operation {
  const op = asRecord(doc.paths[`/api/${def.path}`]?.[def.method.toLowerCase()]);
  const content = asRecord(asRecord(op.requestBody).content);
  const json = asRecord(content['application/json']);
  if (def.method !== 'GET') {
    return {
      key,
      def,
      schema: asRecord(json.schema),
      example: { ...asRecord(json.example) },
      media: Object.keys(content) as Media[],
    };
  }
  const parameters = (op.parameters as JsonSchema[]).filter((p) => p.in === 'path' || p.in === 'query');
  return {
    key,
    def,
    schema: {
      type: 'object',
      properties: Object.fromEntries(parameters.map((p) => [String(p.name), p.schema])),
      required: parameters.filter((p) => p.required === true).map((p) => String(p.name)),
    },
    example: Object.fromEntries(parameters.map((p) => [String(p.name), p.example])),
    media: [],
  };
}

/** Each property's schemas: its own, or one per branch of a `oneOf` (order-quote's kinds). */
function branchesOf(schema: JsonSchema): JsonSchema[] {
  return Array.isArray(schema.oneOf) ? (schema.oneOf as JsonSchema[]) : [schema];
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];

/** A value of another type than the property's (one the lenient reading does not turn into it). */
function wrongTypeOf(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return 'not-a-number';
  if (types.includes('boolean')) return 'not-a-boolean';
  if (types.includes('array')) return { not: 'a list' };
  return { not: 'a string' };
}

/** The cases of one property of an example: at and just past each of its bounds, its enum, a wrong type. */
function propertyCases(
  name: string,
  schema: JsonSchema,
  base: Fields,
  where: { isPath: boolean; isText: boolean },
): BoundaryCase[] {
  const { isPath, isText } = where;

  const cases: BoundaryCase[] = [];
  const add = (label: string, value: unknown) =>
    cases.push({ name: `${name} ${label}`, fields: { ...base, [name]: value }, media: 'application/json' });
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const minimum = num('minimum');
  const maximum = num('maximum');
  const exclusiveMinimum = num('exclusiveMinimum');
  if (minimum !== undefined) {
    add(`= minimum ${minimum}`, minimum);
    add(`= minimum - 1`, minimum - 1);
  }
  if (exclusiveMinimum !== undefined) {
    add(`= exclusiveMinimum + 1`, exclusiveMinimum + 1);
    add(`= exclusiveMinimum ${exclusiveMinimum}`, exclusiveMinimum);
  }
  if (maximum !== undefined) {
    add(`= maximum ${maximum}`, maximum);
    add(`= maximum + 1`, maximum + 1);
  }
  const minLength = num('minLength');
  const maxLength = num('maxLength');
  // A path parameter cannot be empty: the path would be another one.
  if (minLength !== undefined && minLength > 0) {
    add(`length = minLength ${minLength}`, 'a'.repeat(minLength));
    if (minLength > 1 || !isPath) add('length = minLength - 1', 'a'.repeat(minLength - 1));
  }
  if (maxLength !== undefined) {
    add(`length = maxLength ${maxLength}`, 'a'.repeat(maxLength));
    add('length = maxLength + 1', 'a'.repeat(maxLength + 1));
  }
  const maxItems = num('maxItems');
  if (maxItems !== undefined) {
    add(
      `items = maxItems ${maxItems}`,
      Array.from({ length: maxItems }, (_, i) => `choice ${i}`),
    );
    add(
      'items = maxItems + 1',
      Array.from({ length: maxItems + 1 }, (_, i) => `choice ${i}`),
    );
  }
  if (Array.isArray(schema.enum)) {
    for (const value of schema.enum) add(`= ${JSON.stringify(value)}`, value);
    add('outside its enum', 'not-a-choice');
  }
  // A query or path value is always text: only a number can have the wrong type there.
  const wrong = wrongTypeOf(schema);
  if (!isText || typeof wrong === 'string') add('of a wrong type', wrong);
  return cases;
}

export function casesOf(op: Operation): BoundaryCase[] {
  const pathNames = [...op.def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const own = op.media[0] ?? 'application/json';
  const cases: BoundaryCase[] = [{ name: 'the example', fields: op.example, media: own }];
  for (const media of op.media.slice(1))
    cases.push({ name: `the example as ${media}`, fields: op.example, media });
  if (op.def.method !== 'GET')
    cases.push({ name: 'the example as application/xml', fields: op.example, media: 'application/xml' });
  for (const branch of branchesOf(op.schema)) {
    // A oneOf branch's cases start from the example when it is that branch's, else from its own fields.
    const matches = ajv.validate(branch, op.example);
    const base = matches ? op.example : fieldsFor(branch, op.example);
    // Every field missing, required or not (the schema says which); a path parameter cannot be
    // missing: the path would be another one.
    const names = Object.keys(asRecord(branch.properties)).filter((n) => !pathNames.includes(n));
    for (const name of names) {
      const rest = { ...base };
      delete rest[name];
      cases.push({ name: `${name} missing`, fields: rest, media: 'application/json' });
    }
    for (const [name, schema] of Object.entries(asRecord(branch.properties)))
      cases.push(
        ...propertyCases(name, asRecord(schema), base, {
          isPath: pathNames.includes(name),
          isText: op.def.method === 'GET' || pathNames.includes(name),
        }),
      );
  }
  return cases;
}

/** Fields of a oneOf branch the example is not: the branch's const, and a valid value per required field. */
function fieldsFor(branch: JsonSchema, example: Fields): Fields {
  const fields: Fields = {};
  for (const [name, raw] of Object.entries(asRecord(branch.properties))) {
    const schema = asRecord(raw);
    const required = Array.isArray(branch.required) && branch.required.includes(name);
    if (schema.const !== undefined) fields[name] = schema.const;
    else if (Array.isArray(schema.enum)) fields[name] = schema.enum[0];
    else if (typesOf(schema).includes('integer')) fields[name] = 1;
    else if (required) fields[name] = example[name] ?? 'text';
  }
  return fields;
}

/** A form field's text as the web sends it: lists as repeated `key[]`. */
function formEntries(fields: Fields): [string, string][] {
  return Object.entries(fields).flatMap(([key, value]): [string, string][] => {
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value.map((item) => [`${key}[]`, String(item)]);
    return [[key, typeof value === 'object' ? JSON.stringify(value) : String(value)]];
  });
}

function bodyOf(c: BoundaryCase): { body: RequestBody; type: string | null } {
  switch (c.media) {
    case 'application/json':
      return { body: JSON.stringify(c.fields), type: c.media };
    case 'multipart/form-data': {
      const form = new FormData();
      for (const [key, value] of formEntries(c.fields)) form.append(key, value);
      return { body: form, type: null };
    }
    case 'application/x-www-form-urlencoded':
      return { body: new URLSearchParams(formEntries(c.fields)).toString(), type: c.media };
    case 'application/xml':
      return {
        body: `<request>${formEntries(c.fields).map(([k, v]) => `<${k}>${v}</${k}>`)}</request>`,
        type: c.media,
      };
  }
}

/** The schema's verdict: the fields valid, and the media type one the document lists. */
export const schemaAccepts = (op: Operation, c: BoundaryCase) =>
  (op.def.method === 'GET' || op.media.includes(c.media)) && ajv.validate(op.schema, c.fields);

const READING_MESSAGES: readonly string[] = [commonMessages.malformedJson, mockMessages.malformedForm];

/**
 * The mock's verdict on the request: accepted unless it is refused as input, a 400 with a reading
 * message (malformed body) or with the message the input schema gives for these fields. A 400 for a
 * rule of the data (an unknown coupon, a refund already asked) passed the input check; so did a 404
 * (unknown record) and a 429 (too many attempts).
 */
export function mockAccepts(
  op: Operation,
  c: BoundaryCase,
  status: number,
  message: string,
): boolean | string {
  if (status === 200 || status === 404 || status === 429) return true;
  if (status !== 400) return `answered ${status}: ${message}`;
  if (READING_MESSAGES.includes(message)) return false;
  const parsed = op.def.input.safeParse(c.fields);
  return parsed.success || parsed.error.issues[0]?.message !== message;
}

/** Every operation of the endpoint table, as the document describes its request. */
export const operations = Object.entries(endpoints).map(([key, def]) => operationOf(key, def as EndpointDef));

/** Whether an operation's example satisfies its own request schema; the schema's error otherwise. */
export const exampleProblem = (op: Operation): string | null =>
  ajv.validate(op.schema, op.example) ? null : ajv.errorsText();

/** The request of a case: its URL path (with the query of a GET) and its body and content type. */
export function requestOf(
  op: Operation,
  c: BoundaryCase,
): { url: string; body?: RequestBody; type?: string } {
  const rest: Fields = { ...c.fields };
  const path = op.def.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  const url = `/api/${path}`;
  if (op.def.method === 'GET') {
    const query = new URLSearchParams(formEntries(rest)).toString();
    return { url: query ? `${url}?${query}` : url };
  }
  const encoded = bodyOf({ ...c, fields: rest });
  return { url, body: encoded.body, ...(encoded.type ? { type: encoded.type } : {}) };
}
