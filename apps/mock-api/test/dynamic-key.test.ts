import { commonMessages, dynamicKey } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { infraApp } from './setup-test-app.ts';

const HOUR = 3_600_000;
const forbidden = { status: 0, message: commonMessages.forbiddenKey };

describe('dynamickey header', () => {
  it('refuses a call without the header with 403', async () => {
    const { client } = infraApp();
    const res = await client.get('count', {}, { dynamicKey: null });
    expect(res).toMatchObject({ status: 403, body: forbidden });
  });

  it('refuses a wrong key and a key made with another phrase', async () => {
    const { client, mock } = infraApp();
    expect((await client.get('count', {}, { dynamicKey: 'f'.repeat(64) })).status).toBe(403);
    const otherPhrase = await dynamicKey(mock.clock.now(), 'another-phrase');
    expect((await client.get('count', {}, { dynamicKey: otherPhrase })).status).toBe(403);
  });

  it("accepts the current and the previous hour's key, refuses two hours ago", async () => {
    const { client, mock } = infraApp();
    const now = mock.clock.now().getTime();
    expect((await client.get('count', {}, { dynamicKey: await client.keyFor(new Date(now)) })).status).toBe(
      200,
    );
    const previous = await client.keyFor(new Date(now - HOUR));
    expect((await client.get('count', {}, { dynamicKey: previous })).status).toBe(200);
    const twoHoursAgo = await client.keyFor(new Date(now - 2 * HOUR));
    expect(await client.get('count', {}, { dynamicKey: twoHoursAgo })).toMatchObject({
      status: 403,
      body: forbidden,
    });
  });

  it('follows the app clock: an old key stops working when the clock moves on', async () => {
    const { client, mock } = infraApp();
    const key = await client.keyFor();
    mock.clock.advance(2 * HOUR);
    expect((await client.get('count', {}, { dynamicKey: key })).status).toBe(403);
    expect((await client.get('count')).status).toBe(200);
  });

  it('uses DYNAMIC_KEY_PHRASE', async () => {
    const { client, mock } = infraApp({ env: { DYNAMIC_KEY_PHRASE: 'custom' } });
    expect((await client.get('count')).status).toBe(200);
    const defaultPhraseKey = await dynamicKey(mock.clock.now());
    expect((await client.get('count', {}, { dynamicKey: defaultPhraseKey })).status).toBe(403);
  });

  it("also accepts the wall clock's hour when MOCK_NOW freezes the app clock in another hour", async () => {
    const { client } = infraApp();
    const wall = await client.keyFor(new Date());
    expect((await client.get('count', {}, { dynamicKey: wall })).status).toBe(200);
  });
});
