/** The mock's API reference (`/docs`): Scalar from the mock itself, "try it" signed in, dynamickey added. */
import { dynamicKey, endpoints } from '@lwl/schemas';
import { expectAccessible } from '../support/axe.ts';
import { API_ORIGIN, MOCK_ORIGIN } from '../support/lane.ts';
import { expect, test } from '../support/test.ts';

test('try it sends a call with the dynamickey and the signed-in token, loading nothing from outside', async ({
  page,
  request,
}) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(API_ORIGIN)) outside.push(r.url());
  });
  await page.goto(`${API_ORIGIN}/docs`);
  await expect(page.getByRole('heading', { name: 'LWL platform API (mock)' })).toBeVisible({
    timeout: 20_000,
  });

  // The first operation (Auth: POST login) opened in the client and sent.
  const sent = page.waitForRequest((r) => r.url() === `${API_ORIGIN}/api/login`);
  await page.locator('button:visible', { hasText: 'Test Request' }).first().click();
  await page.getByText('Send', { exact: true }).first().click();
  const call = await sent;
  expect(call.headers().dynamickey).toMatch(/^[0-9a-f]{64}$/);
  expect((await call.response())?.status()).toBe(200);
  await expect(page.getByText('200 OK')).toBeVisible();
  // The bearer token the page filled in is a live session of the seeded account.
  const bearer = call.headers().authorization ?? '';
  expect(bearer).toMatch(/^Bearer [0-9a-f]{64}$/);
  const user = await request.get(`${MOCK_ORIGIN}/api/user`, {
    headers: { authorization: bearer, dynamickey: await dynamicKey(new Date()) },
  });
  expect(user.status()).toBe(200);
  expect(await user.json()).toMatchObject({ data: { email: 'titan@lwl.test' } });
  expect(outside).toEqual([]);
});

// Scalar's own markup fails axe (ARIA roles, unnamed buttons, contrast) in ways a page cannot fix from
// outside; the script-free reference is the accessible one, and it is checked here.
test('the plain reference lists every operation and passes axe', async ({ page }) => {
  await page.goto(`${API_ORIGIN}/docs/plain`);
  await expect(page.getByRole('heading', { name: 'LWL platform API (mock)' })).toBeVisible();
  // Every operation of the table: the specs' 44 and the contract extensions.
  await expect(page.getByText(`${Object.keys(endpoints).length} operations.`)).toBeVisible();
  await expectAccessible(page);
});
