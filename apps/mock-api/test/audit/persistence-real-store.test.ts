import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { writeStateFile } from '../../src/persistence/state-file.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { createSeed } from '../../src/store/seed.ts';
import { api, TEST_NOW } from '../client.ts';
import { wholeMock } from '../fuzz/fuzz-app.ts';
import { parseOk } from '../handlers/setup.ts';

/** Well under a second on a quiet machine; the retry wait this replaced took 23–30 s. Loaded CI gets slack. */
const FAST_MS = 3000;
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * test/persistence.test.ts proves the mechanism on a small test store; this proves it on the real one:
 * what members did (a purchase, a refund, a new account) is there after a restart on the same file.
 */
describe('MOCK_DATA_FILE with the real store', () => {
  it('keeps a purchase, a refund request and a new account across a restart', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lwl-audit-'));
    folders.push(folder);
    const env = { MOCK_DATA_FILE: join(folder, 'state.json') };

    const first = api(wholeMock(env));
    const titan = first.signIn(SEED_IDS.titanUserId);
    const free = await first.post(
      'user-event-payment',
      { quantity: 2, event_id: 2, coupon: 'FREE100' },
      { token: titan },
    );
    expect(parseOk('POST user-event-payment', free.body).paid).toBe(true);
    const refund = await first.post(
      'delete-event',
      { event_id: SEED_IDS.titanUpcomingPurchaseId },
      { token: titan },
    );
    expect(refund.status).toBe(200);
    const signUp = await first.post('global-membership-payment', {
      title: 'Ms',
      first_name: 'Ines',
      last_name: 'Restart',
      email: 'ines.restart@example.com',
      company_name: 'Restart Ltd',
      designation: 'CEO',
      city: 'London',
      state: 'England',
      country: 'United Kingdom',
      password: 'Restart@1',
      pincode: '1000',
      membership_price_id: 1,
      coupon: 'FREE100',
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    expect(parseOk('POST global-membership-payment', signUp.body).paid).toBe(true);

    const second = api(wholeMock(env));
    const events = parseOk(
      'GET account-events',
      (await second.get('account-events', {}, { token: titan })).body,
    );
    expect(events.data).toHaveLength(3);
    expect(events.data.find((p) => p.id === SEED_IDS.titanUpcomingPurchaseId)?.refund_status).toBe(
      'initiated',
    );
    const login = parseOk(
      'POST login',
      (await second.post('login', { email: 'ines.restart@example.com', password: 'Restart@1' })).body,
    );
    expect(login.membership).toBe('Global Access');
  });

  it('on an unwritable file: a quote answers at once, the first order is refused with 503 and not kept', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lwl-audit-'));
    folders.push(folder);
    const mock = wholeMock({ MOCK_DATA_FILE: join(folder, 'blocked', 'state.json') });
    // The folder becomes a file after the start (a start on it is refused), as a disk that fills up.
    rmSync(join(folder, 'blocked'), { recursive: true });
    writeFileSync(join(folder, 'blocked'), 'a file where a folder should be');
    const client = api(mock);
    const titan = client.signIn(SEED_IDS.titanUserId);
    const started = performance.now();
    const quote = await client.post(
      'order-quote',
      { kind: 'event', event_id: 2, quantity: 1 },
      { token: titan },
    );
    expect(quote.status).toBe(200);
    const order = await client.post('user-event-payment', { quantity: 1, event_id: 2 }, { token: titan });
    expect(order.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(FAST_MS);
    expect(
      mock.state.store.orders.filter((o) => o.user_id === SEED_IDS.titanUserId && o.status === 'created'),
    ).toEqual([]);
    // the token issued before was rolled back with the change: the file never held it
    expect((await client.get('user', {}, { token: titan })).status).toBe(401);
  });

  it('refuses to start on a wrong-typed record, naming the file, the record and the field', () => {
    const folder = mkdtempSync(join(tmpdir(), 'lwl-audit-'));
    folders.push(folder);
    const file = join(folder, 'state.json');
    const store = createSeed(new Date(TEST_NOW));
    const event = store.events[3];
    const user = store.users[1];
    if (!event || !user) throw new Error('the seed has events and users');
    Reflect.set(event, 'name', { en: 'Summit' });
    writeStateFile(file, { store, sessions: {}, savedAt: TEST_NOW });
    expect(() => wholeMock({ MOCK_DATA_FILE: file })).toThrow(
      `The state file ${file} has a bad record: store.events[3] (id ${event.id}): name: Invalid input: expected string, received object.`,
    );
    Reflect.set(event, 'name', 'Summit');
    Reflect.set(user, 'email', null);
    writeStateFile(file, { store, sessions: {}, savedAt: TEST_NOW });
    expect(() => wholeMock({ MOCK_DATA_FILE: file })).toThrow(
      `store.users[1] (id ${user.id}): email: Invalid input: expected string, received null.`,
    );
  });

  it('the server exits non-zero on such a file, with the message', () => {
    const folder = mkdtempSync(join(tmpdir(), 'lwl-audit-'));
    folders.push(folder);
    const file = join(folder, 'state.json');
    writeFileSync(file, '{"format":"lwl-mock-state","version":1,"store":{"vers');
    // src/server.ts as the project's other process tests start it: bundled once (test/server-bundle.ts).
    const run = spawnSync(process.execPath, [inject('serverBundle')], {
      env: { ...process.env, MOCK_DATA_FILE: file, PORT: '0', MOCK_LOG: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`The state file ${file} is not JSON, perhaps cut short`);
    expect(readFileSync(file, 'utf8')).toBe('{"format":"lwl-mock-state","version":1,"store":{"vers');
  }, 90_000);
});
