import { commonMessages } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { infraApp } from './setup-test-app.ts';

describe('input: validation', () => {
  it("answers 400 with the first issue's message", async () => {
    const { client } = infraApp();
    const token = client.signIn(1);
    const missingAll = await client.post('things', {}, { token });
    expect(missingAll).toMatchObject({ status: 400, body: { status: 0, message: 'Name is required' } });
    const badEmail = await client.post('things', { name: 'Tea', email: 'nope', quantity: 1 }, { token });
    expect(badEmail.body).toEqual({ status: 0, message: commonMessages.emailInvalid });
    const badQuantity = await client.post(
      'things',
      { name: 'Tea', email: 'a@b.co', quantity: 'x' },
      { token },
    );
    expect(badQuantity.body).toEqual({ status: 0, message: 'Quantity is required' });
  });

  it('reads numbers sent as strings (lenient fields)', async () => {
    const { client } = infraApp();
    const res = await client.post(
      'things',
      { name: 'Tea', email: 'a@b.co', quantity: '3' },
      { token: client.signIn(1) },
    );
    expect(res.body).toEqual({ status: 1, message: 'Added 3 × Tea' });
  });

  it('merges path parameters and the query string, lists sent as key[]', async () => {
    const { client } = infraApp();
    const res = await client.get('things/{slug}', { slug: 'blue box', page: '2', tags: ['a', 'b'] });
    expect(res.body).toEqual({
      status: 1,
      data: { slug: 'blue box', page: 2, tags: ['a', 'b'], userId: null },
    });
    const badPage = await client.get('things/{slug}', { slug: 'x', page: 'two' });
    expect(badPage).toMatchObject({ status: 400, body: { message: 'Page must be a number' } });
  });

  it('lets the path parameter win over a query field of the same name', async () => {
    const { client } = infraApp();
    const res = await client.get('things/real', { slug: 'fake' });
    expect(res.body).toMatchObject({ data: { slug: 'real' } });
  });
});

describe('input: bodies', () => {
  it("answers 400 'Malformed JSON body.' for broken or non-object JSON", async () => {
    const { client } = infraApp();
    const broken = await client.post('count', undefined, { raw: '{"by": 1' });
    expect(broken).toMatchObject({ status: 400, body: { status: 0, message: commonMessages.malformedJson } });
    expect((await client.post('count', undefined, { raw: '[1, 2]' })).body).toEqual({
      status: 0,
      message: commonMessages.malformedJson,
    });
  });

  it('reads multipart: fields, a file as a Blob, and key[] entries as an array', async () => {
    const { client } = infraApp();
    const image = new File([new Uint8Array(1234)], 'photo.png', { type: 'image/png' });
    const res = await client.post(
      'upload',
      { title: 'Me', image, tags: ['x', 'y'] },
      { token: client.signIn(1) },
    );
    expect(res).toMatchObject({
      status: 200,
      body: { status: 1, title: 'Me', size: 1234, tags: ['x', 'y'] },
    });
    const one = await client.post('upload', { title: 'Me', tags: ['only'] }, { token: client.signIn(1) });
    expect(one.body).toMatchObject({ tags: ['only'], size: 0 });
  });

  it('validates multipart fields like JSON ones', async () => {
    const { client } = infraApp();
    const res = await client.post('upload', { title: '  ' }, { token: client.signIn(1) });
    expect(res).toMatchObject({ status: 400, body: { message: 'Title is required' } });
  });

  it('accepts a form on a JSON endpoint and JSON on a multipart endpoint (a lenient backend)', async () => {
    const { client } = infraApp();
    const token = client.signIn(1);
    const form = await client.post(
      'things',
      { name: 'Tea', email: 'a@b.co', quantity: '2' },
      { token, as: 'multipart' },
    );
    expect(form.body).toEqual({ status: 1, message: 'Added 2 × Tea' });
    const json = await client.post('upload', { title: 'Me' }, { token, as: 'json' });
    expect(json.body).toMatchObject({ status: 1, title: 'Me' });
  });

  it('answers 413 for a body over 10 MB, by Content-Length and by actual size', async () => {
    const { client } = infraApp();
    const tooLarge = { status: 0, message: commonMessages.tooLarge };
    const declared = await client.post('count', undefined, {
      raw: '{"by":1}',
      headers: { 'content-length': String(11 * 1024 * 1024) },
    });
    expect(declared).toMatchObject({ status: 413, body: tooLarge });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png');
    const actual = await client.post('upload', { title: 'Big', image: big }, { token: client.signIn(1) });
    expect(actual).toMatchObject({ status: 413, body: tooLarge });
  });
});
