import {
  DYNAMIC_KEY_HEADER,
  type EndpointDef,
  errorBodySchema,
  type Operation,
  pathParams,
} from '@lwl/schemas';
import { endpointExamples } from '@lwl/schemas/examples';
import { type EndpointTable, openApiPath } from '../registry/table.ts';
import { documentedStatuses } from '../scenarios/scenarios.ts';
import { conformExample, conformFields } from './conform-example.ts';
import { type JsonSchema, jsonSchemaOf } from './json-schema.ts';
import { exampleResponse, seedExampleInput } from './seed-examples.ts';
import { answerStatuses } from './statuses.ts';
import { operationTags, TAGS } from './tags.ts';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    contact: { name: string };
    license: { name: string; identifier: string };
  };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

/** `POST event-payment` → `postEventPayment`; `GET events/{slug}` → `getEventsBySlug`. */
export function operationId(def: Pick<EndpointDef, 'method' | 'path'>): string {
  const words = def.path
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      return param
        ? `By${param[0]?.toUpperCase()}${param.slice(1)}`
        : `${part[0]?.toUpperCase()}${part.slice(1)}`;
    });
  return `${def.method.toLowerCase()}${words.join('')}`;
}

const objectParts = (schema: JsonSchema) => {
  const properties = schema.properties;
  const props =
    typeof properties === 'object' && properties !== null ? (properties as Record<string, JsonSchema>) : null;
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  return { props, required };
};

/** Example input of a table operation (seeded data), none for operations of other tables (tests). */
const inputExample = (key: string): Record<string, unknown> | undefined =>
  Object.hasOwn(endpointExamples, key) ? seedExampleInput(key as Operation) : undefined;

const example = (value: unknown) => (value === undefined ? {} : { example: value });

/** A parameter's description is its schema's (what an id identifies), where tools show it. */
const describedBy = (schema: JsonSchema | undefined) =>
  typeof schema?.description === 'string' ? { description: schema.description } : {};

function parametersOf(def: EndpointDef, input: JsonSchema, fields?: Record<string, unknown>): JsonSchema[] {
  const { props, required } = objectParts(input);
  const inPath = pathParams(def.path);
  const parameters: JsonSchema[] = [
    {
      name: 'Prefer',
      in: 'header',
      required: false,
      description: `Mock only: \`code=N\` answers documented status N (${documentedStatuses(def).join(', ')}); \`code=200\` answers normally; any other N is refused with 400.`,
      schema: { type: 'string' },
    },
    ...inPath.map((name) => ({
      name,
      in: 'path',
      required: true,
      ...describedBy(props?.[name]),
      schema: props?.[name] ?? { type: 'string' },
      ...example(conformExample(fields?.[name], props?.[name])),
    })),
  ];
  if (def.method === 'GET' && props) {
    for (const [name, schema] of Object.entries(props)) {
      if (!inPath.includes(name))
        parameters.push({
          name,
          in: 'query',
          required: required.includes(name),
          ...describedBy(schema),
          schema,
          ...example(conformExample(fields?.[name], schema)),
        });
    }
  }
  return parameters;
}

function requestBodyOf(
  def: EndpointDef,
  input: JsonSchema,
  fields?: Record<string, unknown>,
): JsonSchema | undefined {
  if (def.method === 'GET' || def.body === 'none') return undefined;
  const { props, required } = objectParts(input);
  const inPath = pathParams(def.path);
  const body =
    fields &&
    conformFields(
      Object.fromEntries(Object.entries(fields).filter(([name]) => !inPath.includes(name))),
      props,
    );
  // Form tools (openapi-to-postman, Insomnia) fill multipart fields from each property's example,
  // not from the media type's example; they join a list's items into one value, so a list's example
  // there is its first item only.
  const propertyOf = (name: string, schema: JsonSchema): JsonSchema => {
    const value = body?.[name];
    if (def.body !== 'multipart' || value === undefined) return schema;
    return { ...schema, example: Array.isArray(value) ? value.slice(0, 1) : value };
  };
  const schema = props
    ? {
        ...input,
        properties: Object.fromEntries(
          Object.entries(props)
            .filter(([name]) => !inPath.includes(name))
            .map(([name, prop]) => [name, propertyOf(name, prop)]),
        ),
        required: required.filter((name) => !inPath.includes(name)),
      }
    : input;
  // A body with no required field may be left out (POST logout's is empty): so the mock reads it, and
  // Prism's proxy, which refuses an empty form for a required body, agrees (npm run contract:prism).
  const bodyRequired = required.some((name) => !inPath.includes(name));
  return { required: bodyRequired, content: mediaTypes(def, schema, body) };
}

/** Form fields cannot be files in JSON or a URL-encoded body: those media types leave them out. */
function withoutFiles(schema: JsonSchema): JsonSchema {
  const { props, required } = objectParts(schema);
  if (!props) return schema;
  const isFile = (prop: JsonSchema) => prop.format === 'binary';
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(props).filter(([, prop]) => !isFile(prop))),
    required: required.filter((name) => !(props[name] && isFile(props[name]))),
  };
}

/**
 * The media types of a request body, the table's own first (what the web sends, and what form tools
 * pick): the mock, like the backend it stands for (docs/decisions/0003), reads JSON, multipart and
 * URL-encoded bodies on every call, and the document says so.
 */
function mediaTypes(
  def: EndpointDef,
  schema: JsonSchema,
  body: Record<string, unknown> | undefined,
): Record<string, JsonSchema> {
  const json = { schema: withoutFiles(schema), ...example(body) };
  const multipart = { schema, ...example(body) };
  const urlencoded = { schema: withoutFiles(schema), ...example(body) };
  return def.body === 'multipart'
    ? {
        'multipart/form-data': multipart,
        'application/json': json,
        'application/x-www-form-urlencoded': urlencoded,
      }
    : {
        'application/json': json,
        'multipart/form-data': multipart,
        'application/x-www-form-urlencoded': urlencoded,
      };
}

function operationOf(key: string, def: EndpointDef): JsonSchema {
  const input = jsonSchemaOf(def.input, 'input');
  const known = Object.hasOwn(endpointExamples, key);
  const fields = inputExample(key);
  const responses: Record<string, JsonSchema> = {
    '200': {
      description: 'Success',
      content: {
        'application/json': {
          schema: jsonSchemaOf(def.response, 'output'),
          ...example(known ? exampleResponse(key as Operation) : undefined),
        },
      },
    },
  };
  for (const answer of answerStatuses(key, def)) {
    responses[String(answer.status)] = {
      description: answer.description,
      content: { 'application/json': { schema: ERROR_REF, example: { status: 0, message: answer.message } } },
      ...(answer.mockOnly ? { 'x-lwl-mock-only': true } : {}),
    };
  }
  // Every call needs the dynamickey; the token as the auth mode says (optional: with it or without).
  const security = {
    required: [{ bearer: [], dynamicKey: [] }],
    optional: [{ bearer: [], dynamicKey: [] }, { dynamicKey: [] }],
    none: [{ dynamicKey: [] }],
  }[def.auth];
  const requestBody = requestBodyOf(def, input, fields);
  return {
    operationId: operationId(def),
    summary: def.summary,
    description: `Operation key \`${key}\`. Token: ${def.auth}.`,
    tags: [tagOf(key, def)],
    security,
    parameters: parametersOf(def, input, fields),
    ...(requestBody ? { requestBody } : {}),
    responses,
    // A call beyond the specs (docs/decisions/0010), so a backend team sees what the web expects.
    ...(def.extension ? { 'x-lwl-extension': true } : {}),
  };
}

/** The area tag of a table operation; operations of other tables (tests) are tagged by their first path segment. */
const tagOf = (key: string, def: EndpointDef): string =>
  Object.hasOwn(operationTags, key) ? operationTags[key as Operation] : (def.path.split('/')[0] ?? def.path);

function globalTags(table: EndpointTable): OpenApiDocument['tags'] {
  const used = new Set(Object.entries(table).map(([key, def]) => tagOf(key, def)));
  const known = Object.entries(TAGS)
    .filter(([name]) => used.has(name))
    .map(([name, description]) => ({ name, description }));
  const others = [...used]
    .filter((name) => !Object.hasOwn(TAGS, name))
    .map((name) => ({ name, description: `Operations under \`/api/${name}\`.` }));
  return [...known, ...others];
}

/**
 * The OpenAPI 3.1 document of an endpoint table. `serverUrl` is the origin clients call (the one the
 * document was requested from, so tools that import it by URL need no base URL of their own).
 */
export function buildOpenApi(table: EndpointTable, serverUrl = 'http://localhost:8787'): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [key, def] of Object.entries(table)) {
    const path = openApiPath(def.path);
    paths[path] = { ...paths[path], [def.method.toLowerCase()]: operationOf(key, def) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'LWL platform API (mock)',
      version: '1.0.0',
      description:
        'Every call of the LWL backend contract, generated from the endpoint table. Success bodies carry `status: 1`; failures `{ status: 0, message }`. Examples are records of the seeded data and succeed against a freshly started mock signed in as `titan@lwl.test`.',
      contact: { name: 'LWL platform team' },
      license: { name: 'Proprietary', identifier: 'LicenseRef-LWL-Proprietary' },
    },
    servers: [{ url: serverUrl, description: 'The mock API (the backend answers the same paths)' }],
    tags: globalTags(table),
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Opaque session token from `POST login`.' },
        dynamicKey: {
          type: 'apiKey',
          in: 'header',
          name: DYNAMIC_KEY_HEADER,
          description:
            'Lowercase hex SHA-256 of `YYYY-MM-DDTHH:<phrase>` for the current (or previous) UTC hour; every call sends it (403 without).',
        },
      },
    },
  };
}
