import type { Operation } from '@lwl/schemas';

type Fields = Record<string, unknown>;

const firstOf = (body: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined),
    body,
  );

const param = (name: string, value: unknown): Fields | undefined =>
  typeof value === 'string' || typeof value === 'number' ? { [name]: value } : undefined;

/**
 * Path parameters read from a list the backend itself answered, so a detail call names a record that
 * backend has (the examples' slugs and ids are the mock's). Without an answer, the example stays.
 */
export const discoveries: Partial<
  Record<Operation, { from: Operation; pick: (body: unknown) => Fields | undefined }>
> = {
  'GET events/{slug}': {
    from: 'GET events',
    pick: (body) => param('slug', firstOf(body, 'data', 0, 'slug')),
  },
  'GET mentors/{id}': { from: 'GET mentors', pick: (body) => param('id', firstOf(body, 'data', 0, 'slug')) },
  'GET partner-offer-detail/{offer_id}': {
    from: 'GET partner-offers',
    pick: (body) => param('offer_id', firstOf(body, 'data', 0, 'offers', 0, 'offer_id')),
  },
};
