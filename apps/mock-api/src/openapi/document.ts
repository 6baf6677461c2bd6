import { DYNAMIC_KEY_HEADER, type EndpointDef, errorBodySchema, pathParams } from '@lwl/schemas';
import { scenarioMessages } from '../registry/mock-messages.ts';
import { type EndpointTable, openApiPath } from '../registry/table.ts';
import { documentedStatuses } from '../scenarios/scenarios.ts';
import { type JsonSchema, jsonSchemaOf } from './json-schema.ts';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
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

const statusDescriptions: Record<number, string> = {
  400: 'Invalid input or refused action',
  401: 'Missing, unknown or expired token',
  403: 'Bad dynamickey, or members only',
  404: 'Unknown slug or id',
  413: 'Request body over 10 MB',
  429: 'Too many attempts; retry after the Retry-After header (seconds)',
  500: 'Unexpected error',
};

const objectParts = (schema: JsonSchema) => {
  const properties = schema.properties;
  const props =
    typeof properties === 'object' && properties !== null ? (properties as Record<string, JsonSchema>) : null;
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  return { props, required };
};

function parametersOf(def: EndpointDef, input: JsonSchema): JsonSchema[] {
  const { props, required } = objectParts(input);
  const inPath = pathParams(def.path);
  const parameters: JsonSchema[] = [
    {
      name: DYNAMIC_KEY_HEADER,
      in: 'header',
      required: true,
      description:
        'Lowercase hex SHA-256 of `YYYY-MM-DDTHH:<phrase>` for the current (or previous) UTC hour.',
      schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    },
    {
      name: 'Prefer',
      in: 'header',
      required: false,
      description: `Mock only: \`code=N\` answers documented status N (${documentedStatuses(def).join(', ')}).`,
      schema: { type: 'string' },
    },
    ...inPath.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: props?.[name] ?? { type: 'string' },
    })),
  ];
  if (def.method === 'GET' && props) {
    for (const [name, schema] of Object.entries(props)) {
      if (!inPath.includes(name))
        parameters.push({ name, in: 'query', required: required.includes(name), schema });
    }
  }
  return parameters;
}

function requestBodyOf(def: EndpointDef, input: JsonSchema): JsonSchema | undefined {
  if (def.method === 'GET' || def.body === 'none') return undefined;
  const { props, required } = objectParts(input);
  const inPath = pathParams(def.path);
  const schema = props
    ? {
        ...input,
        properties: Object.fromEntries(Object.entries(props).filter(([name]) => !inPath.includes(name))),
        required: required.filter((name) => !inPath.includes(name)),
      }
    : input;
  const mediaType = def.body === 'multipart' ? 'multipart/form-data' : 'application/json';
  return { required: true, content: { [mediaType]: { schema } } };
}

function operationOf(key: string, def: EndpointDef): JsonSchema {
  const input = jsonSchemaOf(def.input, 'input');
  const responses: Record<string, JsonSchema> = {
    '200': {
      description: 'Success',
      content: { 'application/json': { schema: jsonSchemaOf(def.response, 'output') } },
    },
  };
  for (const status of documentedStatuses(def)) {
    responses[String(status)] = {
      description: statusDescriptions[status] ?? 'Error',
      content: {
        'application/json': { schema: ERROR_REF, example: { status: 0, message: scenarioMessages[status] } },
      },
    };
  }
  const security = { required: [{ bearer: [] }], optional: [{ bearer: [] }, {}], none: [] }[def.auth];
  const requestBody = requestBodyOf(def, input);
  return {
    operationId: operationId(def),
    summary: def.summary,
    description: `Operation key \`${key}\`. Token: ${def.auth}.`,
    tags: [def.path.split('/')[0] ?? def.path],
    security,
    parameters: parametersOf(def, input),
    ...(requestBody ? { requestBody } : {}),
    responses,
    ...(def.extension ? { 'x-lwl-extension': true } : {}),
  };
}

/** The OpenAPI 3.1 document of an endpoint table. */
export function buildOpenApi(table: EndpointTable): OpenApiDocument {
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
        'Every call of the LWL backend contract, generated from the endpoint table. Success bodies carry `status: 1`; failures `{ status: 0, message }`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Opaque session token from `POST login`.' },
      },
    },
  };
}
