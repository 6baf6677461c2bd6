import {
  type User,
  updateGstDetailsRequestSchema,
  updatePersonalDetailsRequestSchema,
  userSchema,
} from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { fullApp, parseOk, TITAN } from './setup.ts';

interface FieldSchema {
  safeParse(value: unknown): { success: boolean };
}

/**
 * A request's optional fields, read from its schema (a field added later is covered): those that take
 * no value. Each is sent as '' when the field takes '' (what an untouched input sends), else left out.
 */
function emptyOptionals(shape: Record<string, FieldSchema>): Record<string, ''> {
  const empty: Record<string, ''> = {};
  for (const [name, field] of Object.entries(shape)) {
    if (field.safeParse(undefined).success && field.safeParse('').success) empty[name] = '';
  }
  return empty;
}

const isUserField = (name: string): name is keyof User => name in userSchema.shape;

async function signedInTitan() {
  const { client } = fullApp();
  const login = parseOk('POST login', (await client.post('login', TITAN)).body);
  const readUser = async () => {
    const res = await client.get('user', {}, { token: login.token });
    expect(res.status).toBe(200);
    return parseOk('GET user', res.body).data;
  };
  return { client, token: login.token, readUser };
}

describe('profile saves with every optional field empty', () => {
  it('update-personal-details: the user reads back valid, each emptied value null or as it was', async () => {
    const { client, token, readUser } = await signedInTitan();
    const before = await readUser();
    const empty = emptyOptionals(updatePersonalDetailsRequestSchema.shape);
    expect(Object.keys(empty)).toEqual(expect.arrayContaining(['image', 'current_password']));
    const required = Object.keys(updatePersonalDetailsRequestSchema.shape).filter((name) => !(name in empty));
    const current = Object.fromEntries(required.map((name) => [name, isUserField(name) ? before[name] : '']));

    const saved = await client.post('update-personal-details', { ...current, ...empty }, { token });
    expect(saved.status).toBe(200);
    parseOk('POST update-personal-details', saved.body);

    const after = await readUser();
    expect(after).toMatchObject(current);
    for (const name of Object.keys(empty).filter(isUserField)) {
      expect([null, before[name]], name).toContainEqual(after[name]);
    }
  });

  for (const provides of [false, true]) {
    it(`update-gst-details with provides_gst_details ${provides}: the emptied GST values read back null`, async () => {
      const { client, token, readUser } = await signedInTitan();
      const empty = emptyOptionals(updateGstDetailsRequestSchema.shape);
      expect(Object.keys(empty)).toEqual(
        expect.arrayContaining(['gst_number', 'gst_state', 'gst_address_line_2', 'gst_pincode']),
      );

      const saved = await client.post(
        'update-gst-details',
        { ...empty, provides_gst_details: provides },
        { token },
      );
      expect(saved.status).toBe(200);
      parseOk('POST update-gst-details', saved.body);

      const after = await readUser();
      expect(after.provides_gst_details).toBe(provides);
      for (const name of Object.keys(empty).filter(isUserField)) expect(after[name], name).toBeNull();
    });
  }
});
