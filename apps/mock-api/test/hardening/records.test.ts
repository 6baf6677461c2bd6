import { profileMessages } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import {
  fullApp,
  GUEST_CONTACT,
  PNG,
  parseOk,
  MAVERICK_PERSONAL as personal,
  TITAN,
} from '../handlers/setup.ts';

describe('uploads', () => {
  it('get random 128-bit ids and are served with nosniff, the sniffed type and no wildcard CORS', async () => {
    const { client, mock } = fullApp();
    const token = client.signIn(SEED_IDS.maverickUserId);
    const urls: string[] = [];
    for (let i = 0; i < 2; i++) {
      // claims to be a GIF; the bytes say PNG
      const image = new File([PNG], 'photo.gif', { type: 'image/gif' });
      const res = await client.post('update-personal-details', { ...personal, image }, { token });
      urls.push(parseOk('POST update-personal-details', res.body).data.image ?? '');
    }
    const ids = urls.map((url) => new URL(url).pathname.split('/').pop() ?? '');
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const served = await mock.app.request(new URL(urls[1] ?? '').pathname, {
      headers: { origin: 'https://evil.example' },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('access-control-allow-origin')).toBeNull();
    expect((await mock.app.request('/images/uploads/1')).status).toBe(404);
  });

  it('are capped in bytes: the oldest go first and a profile showing one falls back to its avatar', async () => {
    const { client, mock } = fullApp({ MOCK_MAX_UPLOAD_BYTES: String(1024 * 1024) });
    const token = client.signIn(SEED_IDS.maverickUserId);
    const big = new Uint8Array(400 * 1024);
    big.set(PNG);
    for (let i = 0; i < 3; i++) {
      const image = new File([big], 'p.png', { type: 'image/png' });
      expect((await client.post('update-personal-details', { ...personal, image }, { token })).status).toBe(
        200,
      );
    }
    expect(mock.state.store.uploads).toHaveLength(2);
    const latest = mock.state.store.uploads.at(-1)?.id;
    expect(mock.state.store.users.find((u) => u.id === SEED_IDS.maverickUserId)?.imageUploadId).toBe(latest);
  });
});

describe('unpaid orders', () => {
  it('keep the newest 20 per buyer; paid orders stay', async () => {
    const { client, mock } = fullApp();
    const created: string[] = [];
    for (let i = 0; i < 23; i++) {
      const res = await client.post('event-payment', { ...GUEST_CONTACT, quantity: 1, event_id: 1 });
      created.push((res.body as { order_id: string }).order_id);
    }
    const unpaid = mock.state.store.orders.filter(
      (o) => o.status === 'created' && o.buyer?.email === GUEST_CONTACT.email,
    );
    expect(unpaid.map((o) => o.order_id)).toEqual(created.slice(3));
  });
});

describe("changing the profile's e-mail", () => {
  it('needs the current password; the same e-mail in another case does not', async () => {
    const { client } = fullApp();
    const login = await client.post('login', TITAN);
    const token = (login.body as { token: string }).token;
    const titan = { ...personal, email: 'new-titan@lwl.test' };
    expect(await client.post('update-personal-details', titan, { token })).toMatchObject({
      status: 400,
      body: { message: profileMessages.currentPasswordRequired },
    });
    expect(
      await client.post('update-personal-details', { ...titan, current_password: 'Wrong@1' }, { token }),
    ).toMatchObject({ status: 400, body: { message: profileMessages.currentPasswordWrong } });
    expect(
      (await client.post('update-personal-details', { ...personal, email: 'TITAN@lwl.test' }, { token }))
        .status,
    ).toBe(200);
    const changed = await client.post(
      'update-personal-details',
      { ...titan, current_password: TITAN.password },
      { token },
    );
    expect(changed.status).toBe(200);
    expect(
      (await client.post('login', { email: 'new-titan@lwl.test', password: TITAN.password })).status,
    ).toBe(200);
  });
});
