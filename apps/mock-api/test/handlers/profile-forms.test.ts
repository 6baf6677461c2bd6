import { PHOTO_MAX_BYTES } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { fullApp, PNG, parseOk, MAVERICK_PERSONAL as personal } from './setup.ts';

describe('profile and forms', () => {
  it('updates personal details with a photo checked by content, and serves the photo', async () => {
    const { client, mock } = fullApp();
    const token = client.signIn(SEED_IDS.maverickUserId);
    const image = new File([PNG], 'me.png', { type: 'image/png' });
    const res = await client.post('update-personal-details', { ...personal, image }, { token });
    const body = parseOk('POST update-personal-details', res.body);
    expect(body).toMatchObject({
      message: 'Information updated successfully.',
      data: { last_name: 'Kapoor-Rao' },
    });
    const path = new URL(body.data.image ?? '').pathname;
    const served = await mock.app.request(path);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("refuses a photo whose content is not jpeg/png/gif, one over 2 MB, and another member's e-mail", async () => {
    const { client } = fullApp();
    const token = client.signIn(SEED_IDS.maverickUserId);
    const fake = new File([new TextEncoder().encode('<svg/>')], 'x.png', { type: 'image/png' });
    const bad = await client.post('update-personal-details', { ...personal, image: fake }, { token });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Unsupported file format' } });
    const big = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    const large = await client.post('update-personal-details', { ...personal, image: big }, { token });
    expect(large).toMatchObject({ status: 400, body: { message: 'File size must be less than 2MB' } });
    const taken = await client.post(
      'update-personal-details',
      { ...personal, email: 'titan@lwl.test' },
      { token },
    );
    expect(taken.status).toBe(400);
    const missing = await client.post('update-personal-details', { ...personal, pincode: '' }, { token });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Pincode is required' } });
    expect((await client.post('update-personal-details', personal)).status).toBe(401);
  });

  it('updates and clears GST details', async () => {
    const { client } = fullApp();
    const token = client.signIn(SEED_IDS.maverickUserId);
    const set = await client.post(
      'update-gst-details',
      { provides_gst_details: '1', gst_number: '29ABCDE1234F1Z5', gst_state: 'Karnataka' },
      { token },
    );
    expect(parseOk('POST update-gst-details', set.body).status).toBe(1);
    const user = parseOk('GET user', (await client.get('user', {}, { token })).body);
    expect(user.data).toMatchObject({
      provides_gst_details: true,
      gst_number: '29ABCDE1234F1Z5',
      gst_state: 'Karnataka',
    });
    const badState = await client.post(
      'update-gst-details',
      { provides_gst_details: true, gst_state: 'Atlantis' },
      { token },
    );
    expect(badState.status).toBe(400);
    await client.post('update-gst-details', { provides_gst_details: false }, { token });
    const cleared = parseOk('GET user', (await client.get('user', {}, { token })).body);
    expect(cleared.data).toMatchObject({ provides_gst_details: false, gst_number: null, gst_state: null });
  });

  it('refuses a GST body that does not say whether details are given, and changes nothing', async () => {
    const { client } = fullApp();
    const token = client.signIn(SEED_IDS.titanUserId);
    const before = parseOk('GET user', (await client.get('user', {}, { token })).body).data;
    expect(before.gst_number).not.toBeNull();
    const manyParts = new FormData();
    for (let i = 0; i < 20_000; i += 1) manyParts.append(`f${i}`, 'x');
    const bodies: Array<{ raw?: string; type?: string; form?: FormData }> = [
      { raw: '{}' },
      { raw: '{}', type: 'text/plain;charset=UTF-8' },
      { raw: '{"gst_number":"x"}', type: 'text/plain' },
      { raw: '', type: 'text/plain' },
      { form: manyParts },
    ];
    for (const { raw, type, form } of bodies) {
      const res = form
        ? await client.request('POST', 'update-gst-details', {}, { token, rawBody: form })
        : await client.post(
            'update-gst-details',
            {},
            { token, raw, headers: type ? { 'content-type': type } : {} },
          );
      expect(res.status, `${type ?? 'json'} ${raw ?? 'form'}`).toBe(400);
      expect(res.body).toMatchObject({ status: 0 });
      if (form) expect(res.body).toMatchObject({ message: 'A form may have at most 1000 fields.' });
    }
    const broken = new Uint8Array([
      ...new TextEncoder().encode('{"provides_gst_details":true,"gst_number":"'),
      0xff,
      0xfe,
      0x22,
      0x7d,
    ]);
    const res = await client.request(
      'POST',
      'update-gst-details',
      {},
      { token, rawBody: broken, headers: { 'content-type': 'application/json' } },
    );
    expect(res).toMatchObject({ status: 400, body: { message: 'Malformed JSON body.' } });
    expect((await client.post('update-gst-details', {}, { token })).body).toMatchObject({
      message: 'Please say whether you want to provide GST details (provides_gst_details).',
    });
    const after = parseOk('GET user', (await client.get('user', {}, { token })).body).data;
    expect(after).toEqual(before);
  });

  it('stores the UAE enquiry and the application form (lists and photo)', async () => {
    const { client, mock } = fullApp();
    const enquiry = await client.post('uaeEnquiry', {
      first_name: 'Fatima',
      last_name: 'Ali',
      email: 'fatima@example.com',
      phone: '+971501234567',
      city: 'Dubai',
    });
    expect(parseOk('POST uaeEnquiry', enquiry.body).message).toBe(
      'Your request has been submitted successfully!',
    );
    expect(mock.state.store.enquiries[0]?.fields).toMatchObject({
      city: 'Dubai',
      email: 'fatima@example.com',
    });
    expect((await client.post('uaeEnquiry', { first_name: 'F' })).status).toBe(400);

    const token = client.signIn(SEED_IDS.titanUserId);
    const form = {
      email: 'titan@lwl.test',
      name: 'Ananya Rao',
      lwl_activities: ['Events', 'Mentoring'],
      professional_image: new File([PNG], 'me.png', { type: 'image/png' }),
    };
    const res = await client.post('new-member-form', form, { token });
    expect(parseOk('POST new-member-form', res.body).message).toBe('Information submitted successfully.');
    expect(mock.state.store.applications[0]?.fields).toMatchObject({
      lwl_activities: ['Events', 'Mentoring'],
    });
    expect(mock.state.store.applications[0]?.fields.professional_image).toMatch(/^[0-9a-f]{32}$/);
    expect((await client.post('new-member-form', form)).status).toBe(401);
  });
});
