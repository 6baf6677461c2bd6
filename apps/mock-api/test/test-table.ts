import {
  defineEndpoint,
  fileField,
  lenientInt,
  okBody,
  okMessageBody,
  requiredEmail,
  requiredText,
} from '@lwl/schemas';
import * as z from 'zod/mini';
import { fail, type HandlerMap, ok } from '../src/registry/handler.ts';

/** A small endpoint table exercising every auth mode and body kind, for infrastructure tests. */
export const testTable = {
  'GET things/{slug}': defineEndpoint({
    method: 'GET',
    path: 'things/{slug}',
    auth: 'optional',
    body: 'none',
    input: z.object({
      slug: z.string(),
      page: z.optional(lenientInt('Page must be a number')),
      tags: z.optional(z.array(z.string())),
    }),
    response: okBody({
      data: z.object({
        slug: z.string(),
        page: z.nullable(z.number()),
        tags: z.array(z.string()),
        userId: z.nullable(z.number()),
      }),
    }),
    errors: [403, 404],
    summary: 'One thing by slug',
  }),
  'POST things': defineEndpoint({
    method: 'POST',
    path: 'things',
    auth: 'required',
    body: 'json',
    input: z.object({
      name: requiredText('Name is required'),
      email: requiredEmail(),
      quantity: lenientInt('Quantity is required'),
    }),
    response: okMessageBody,
    errors: [400, 401],
    summary: 'Add a thing',
  }),
  'POST upload': defineEndpoint({
    method: 'POST',
    path: 'upload',
    auth: 'required',
    body: 'multipart',
    input: z.object({
      title: requiredText('Title is required'),
      image: z.optional(fileField()),
      tags: z.optional(z.array(z.string())),
    }),
    response: okBody({ title: z.string(), size: z.number(), tags: z.array(z.string()) }),
    errors: [400, 401, 413],
    summary: 'Upload a file',
  }),
  'GET count': defineEndpoint({
    method: 'GET',
    path: 'count',
    auth: 'none',
    body: 'none',
    input: z.object({}),
    response: okBody({ count: z.number() }),
    errors: [],
    summary: 'The counter',
  }),
  'POST count': defineEndpoint({
    method: 'POST',
    path: 'count',
    auth: 'none',
    body: 'json',
    input: z.object({ by: lenientInt('By must be a number') }),
    response: okBody({ count: z.number() }),
    errors: [400],
    summary: 'Add to the counter',
  }),
  'POST boom': defineEndpoint({
    method: 'POST',
    path: 'boom',
    auth: 'none',
    body: 'json',
    input: z.object({}),
    response: okMessageBody,
    errors: [],
    summary: 'Always throws',
  }),
  'GET broken': defineEndpoint({
    method: 'GET',
    path: 'broken',
    auth: 'none',
    body: 'none',
    input: z.object({}),
    response: okMessageBody,
    errors: [],
    summary: 'Answers a body its schema refuses',
  }),
};

export type TestTable = typeof testTable;

export interface TestStore {
  count: number;
  things: string[];
}

export const testSeed = (): TestStore => ({ count: 0, things: [] });

export const testHandlers: HandlerMap<TestTable, TestStore> = {
  'GET things/{slug}': ({ input, caller }) =>
    input.slug === 'missing'
      ? fail(404, 'Record not found. Please try again later.')
      : ok({
          status: 1,
          data: {
            slug: input.slug,
            page: input.page ?? null,
            tags: input.tags ?? [],
            userId: caller?.userId ?? null,
          },
        }),
  'POST things': ({ input, store }) => {
    store.things.push(input.name);
    return ok({ status: 1, message: `Added ${input.quantity} × ${input.name}` });
  },
  'POST upload': ({ input }) =>
    ok({ status: 1, title: input.title, size: input.image?.size ?? 0, tags: input.tags ?? [] }),
  'GET count': ({ store }) => ok({ status: 1, count: store.count }),
  'POST count': ({ input, store }) => {
    store.count += input.by;
    return ok({ status: 1, count: store.count });
  },
  'POST boom': () => {
    throw new Error('kaboom at secret/path.ts:12');
  },
  'GET broken': () => ({
    status: 200,
    body: { status: 1, message: 42 } as unknown as { status: 1; message: string },
  }),
};

export const isTestStore = (value: unknown): value is TestStore =>
  typeof value === 'object' && value !== null && 'count' in value && 'things' in value;
