import { profileMessages } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { limitMessages } from '../../src/limits/caps.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { fullApp, PNG, parseOk, MAVERICK_PERSONAL as personal, TITAN } from '../handlers/setup.ts';

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

  it('keep only what is shown; over the byte cap a photo is refused and none already kept is dropped', async () => {
    const { client, mock } = fullApp({ MOCK_MAX_UPLOAD_BYTES: String(1024 * 1024) });
    const maverick = client.signIn(SEED_IDS.maverickUserId);
    const big = new Uint8Array(400 * 1024);
    big.set(PNG);
    const photo = () => new File([big], 'p.png', { type: 'image/png' });
    for (let i = 0; i < 3; i++) {
      const res = await client.post(
        'update-personal-details',
        { ...personal, image: photo() },
        { token: maverick },
      );
      expect(res.status).toBe(200);
    }
    // a replaced photo is shown nowhere: only the latest is kept
    const latest = mock.state.store.users.find((u) => u.id === SEED_IDS.maverickUserId)?.imageUploadId;
    expect(mock.state.store.uploads.map((u) => u.id)).toEqual([latest]);
    const titan = client.signIn(SEED_IDS.titanUserId);
    const apply = () =>
      client.post(
        'new-member-form',
        { email: 'titan@lwl.test', name: 'Ananya Rao', professional_image: photo() },
        { token: titan },
      );
    expect((await apply()).status).toBe(200);
    const over = await apply();
    expect(over).toMatchObject({ status: 400, body: { message: limitMessages.uploadsFull(1024 * 1024) } });
    expect(limitMessages.uploadsFull(1024 * 1024)).toContain('1 MB');
    // nothing kept went, and the refused application was not recorded
    expect(mock.state.store.uploads).toHaveLength(2);
    expect(mock.state.store.uploads.map((u) => u.id)).toContain(latest);
    expect(mock.state.store.applications).toHaveLength(1);
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
