import { endpoints } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { api } from '../client.ts';
import { wholeMock } from './fuzz-app.ts';

/** Bugs the fuzzer found, each pinned by the smallest request that showed it. */
describe('fuzz regressions', () => {
  it('GET global-search with the term sent as a list answers a documented 400', async () => {
    const mock = wholeMock();
    const res = await mock.app.request('/api/global-search?search[]=lead', {
      headers: { dynamickey: await api(mock).keyFor() },
    });
    expect(res.status).toBe(400);
    expect(endpoints['GET global-search'].errors).toContain(400);
    expect(await res.json()).toEqual({ status: 0, message: expect.stringMatching(/\S/) });
  });
});
