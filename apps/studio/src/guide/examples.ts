/**
 * The contract's examples (`@lwl/schemas/examples`, one valid request and answer per endpoint),
 * typed by their endpoint: the studio builds its ready payloads from them.
 */
import { type EndpointExample, type Endpoints, endpoints, type Operation } from '@lwl/schemas';
import { endpointExamples } from '@lwl/schemas/examples';

/** The example of one call; its types are the endpoint's (each domain's examples are checked against them). */
export function example<K extends Operation>(operation: K): EndpointExample<Endpoints[K]> {
  return endpointExamples[operation] as EndpointExample<Endpoints[K]>;
}

/** An example request as the server reads it (its input schema applied: `"1"` → 1, `""` → absent). */
export function parsedInput<K extends Operation>(operation: K): ReturnType<Endpoints[K]['input']['parse']> {
  return endpoints[operation].input.parse(example(operation).input) as ReturnType<
    Endpoints[K]['input']['parse']
  >;
}

/** The first item of an example list (every list example has one). */
export function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('an example list is empty');
  return item;
}

/** `YYYY-MM-DD`, `days` after (or before) another one. */
export function dayAfter(date: string, days: number): string {
  const at = new Date(`${date.slice(0, 10)}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
