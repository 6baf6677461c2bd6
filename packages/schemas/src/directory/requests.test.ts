import { describe, expect, it } from 'vitest';
import { directoryExamples } from './examples.ts';
import { directoryMessages } from './messages.ts';
import { allMembersRequestSchema, allMembersResponseSchema } from './requests.ts';

describe('all-members query', () => {
  it('reads start and limit from the query string', () => {
    expect(allMembersRequestSchema.parse({ start: '40', limit: '20' })).toEqual({ start: 40, limit: 20 });
  });

  it('defaults to the first page of 20', () => {
    expect(allMembersRequestSchema.parse({})).toEqual({ start: 0, limit: 20 });
  });

  it.each([
    [{ start: '-1' }, directoryMessages.invalidStart],
    [{ start: 'x' }, directoryMessages.invalidStart],
    [{ limit: '0' }, directoryMessages.invalidLimit],
    [{ limit: '101' }, directoryMessages.invalidLimit],
  ])('refuses %j', (query, message) => {
    expect(allMembersRequestSchema.safeParse(query).error?.issues[0]?.message).toBe(message);
  });
});

describe('all-members response', () => {
  const response = directoryExamples['GET all-members'].response;

  it('needs the total', () => {
    const { total: _, ...withoutTotal } = response;
    expect(allMembersResponseSchema.safeParse(withoutTotal).success).toBe(false);
  });

  it('accepts a member without an active membership', () => {
    const entry = { ...response.data[0], activebookings: null };
    expect(allMembersResponseSchema.safeParse({ ...response, data: [entry] }).success).toBe(true);
  });
});
