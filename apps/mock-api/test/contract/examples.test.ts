import { endpoints } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/openapi/document.ts';
import { wholeMock } from '../fuzz/fuzz-app.ts';

const ORIGIN = 'http://localhost:8787';

/** Every string of a value that is a URL on the mock's origin. */
function urlsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.startsWith(`${ORIGIN}/`)) found.add(value);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) urlsIn(item, found);
  return found;
}

describe("the document's examples resolve on a freshly seeded mock", () => {
  it('every image or link an example names answers 200', async () => {
    const urls = [...urlsIn(buildOpenApi(endpoints, ORIGIN).paths)].sort();
    // Events, mentors, users, offers and cities have pictures in the examples.
    expect(urls.filter((url) => url.includes('/images/')).length).toBeGreaterThanOrEqual(10);
    const { app } = wholeMock();
    const answers = await Promise.all(
      urls.map(async (url) => `${(await app.request(url.slice(ORIGIN.length))).status} ${url}`),
    );
    expect(answers.filter((answer) => !answer.startsWith('200 '))).toEqual([]);
  });
});
