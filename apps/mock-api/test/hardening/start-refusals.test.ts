import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { StateFileError } from '../../src/app-state.ts';
import type { PersistedState } from '../../src/persistence/state-file.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import type { Store } from '../../src/store/store.ts';
import { wholeMock } from '../fuzz/fuzz-app.ts';
import { buy, fullApp } from '../handlers/setup.ts';
import { readState } from '../read-state.ts';

/**
 * A start that cannot keep its promises stops: on a state file whose records share an identity (two
 * orders with one id or key, two accounts with one e-mail, one invoice number twice, a counter that
 * would give an existing id again) or have a wrong shape, or on a location that cannot take a write,
 * the mock does not start, names the file and the record, and leaves the file as it is.
 */
const work = mkdtempSync(join(tmpdir(), 'lwl-refusals-'));
afterAll(() => {
  chmodSync(work, 0o700);
  rmSync(work, { recursive: true, force: true });
});
let made = 0;
const newFolder = () => {
  const folder = join(work, `case-${made++}`);
  mkdirSync(folder);
  return folder;
};

/** A state file with purchases of every identity (orders, keys, codes, invoices), as the mock wrote it. */
async function writtenState(): Promise<{ file: string; state: PersistedState<Store> }> {
  const file = join(newFolder(), 'state.json');
  const { mock, client } = fullApp({ MOCK_DATA_FILE: file });
  const token = client.signIn(SEED_IDS.maverickUserId);
  for (const quantity of [1, 2, 3])
    await buy(client, 'user-event-payment', 'event-payment-callback', { event_id: 2, quantity }, token);
  await mock.state.flush();
  return { file, state: readState<Store>(file) };
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Starting on the file throws a StateFileError naming the file and `problem`, and the file is left as it was. */
function refusesToStart(file: string, problem: string) {
  const content = readFileSync(file, 'utf8');
  let thrown: unknown;
  try {
    wholeMock({ MOCK_DATA_FILE: file });
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(StateFileError);
  expect((thrown as Error).message).toMatch(
    new RegExp(
      `^\\[persistence\\] The state file ${literally(file)} has a bad record: store\\.${literally(problem)}`,
    ),
  );
  expect(readFileSync(file, 'utf8')).toBe(content);
}

describe('a start on a state file with shared identities or a wrong shape', () => {
  it('is refused, naming the file, the record and the field', async () => {
    const { file, state } = await writtenState();
    const { orders } = state.store;
    const [a, b, c] = orders.slice(-3);
    if (!a || !b || !c) throw new Error('three orders were made');
    const at = (order: { order_id: string }) => orders.findIndex((o) => o.order_id === order.order_id);
    const save = (edit: (store: Store) => void) => {
      const copy = structuredClone(state);
      edit(copy.store);
      writeFileSync(file, JSON.stringify(copy));
    };

    save((s) => {
      const order = s.orders[at(c)];
      if (order) order.order_id = a.order_id;
    });
    refusesToStart(
      file,
      `orders[${at(c)}] (order_id "${a.order_id}"): order_id: the order id "${a.order_id}" is also orders[${at(a)}].order_id's`,
    );

    save((s) => {
      const order = s.orders[at(c)];
      if (order) order.access_key = b.access_key;
    });
    refusesToStart(
      file,
      `orders[${at(c)}] (order_id "${c.order_id}"): access_key: the access key "${b.access_key}" is also orders[${at(b)}].access_key's`,
    );

    save((s) => Reflect.set(s.orders[at(b)] ?? {}, 'access_key', { key: b.access_key }));
    refusesToStart(
      file,
      `orders[${at(b)}] (order_id "${b.order_id}"): access_key: Invalid input: expected string, received object`,
    );

    const [first, second] = state.store.users;
    if (!first || !second) throw new Error('the seed has users');
    save((s) => {
      const user = s.users[1];
      if (user) user.email = ` ${first.email.toUpperCase()}`;
    });
    refusesToStart(
      file,
      `users[1] (id ${second.id}): email: the user e-mail "${first.email}" is also users[0].email's`,
    );

    save((s) => {
      const user = s.users[1];
      if (user) user.id = first.id;
    });
    refusesToStart(file, `users[1] (id ${first.id}): id: the users id ${first.id} is also users[0].id's`);

    const invoices = state.store.invoiceBook?.invoices ?? [];
    const last = invoices.length - 1;
    const number = invoices[0]?.invoice.number;
    save((s) => {
      const record = s.invoiceBook?.invoices[last];
      if (record && number) record.invoice.number = number;
    });
    refusesToStart(
      file,
      `invoiceBook.invoices[${last}] (order_id "${invoices[last]?.order_id}"): invoice.number: the invoice number "${number}" is also invoiceBook.invoices[0].invoice.number's`,
    );

    const purchases = state.store.eventPurchases;
    const p = purchases.length - 1;
    const code = purchases[p - 1]?.ticket_codes?.[0];
    save((s) => {
      const codes = s.eventPurchases[p]?.ticket_codes;
      if (codes && code) codes[1] = code;
    });
    refusesToStart(
      file,
      `eventPurchases[${p}] (id ${purchases[p]?.id}): ticket_codes.1: the ticket code "${code}" is also eventPurchases[${p - 1}].ticket_codes[0]'s`,
    );

    save((s) => {
      s.counters.eventPurchase = 1;
    });
    refusesToStart(
      file,
      `counters.eventPurchase: 1 is below the highest eventPurchases id, ${purchases.at(-1)?.id}: the next record would repeat an id`,
    );

    // and the file as written loads
    writeFileSync(file, JSON.stringify(state));
    expect(wholeMock({ MOCK_DATA_FILE: file }).state.store.orders).toHaveLength(orders.length);
  });
});

describe('a start on a location that cannot take a write', () => {
  it('is refused, naming the file and the reason, before any call is answered', () => {
    const folder = newFolder();
    writeFileSync(join(folder, 'blocked'), 'a file where a folder should be');
    const file = join(folder, 'blocked', 'state.json');
    expect(() => wholeMock({ MOCK_DATA_FILE: file })).toThrow(StateFileError);
    expect(() => wholeMock({ MOCK_DATA_FILE: file })).toThrow(
      new RegExp(`^\\[persistence\\] The state file ${literally(file)} cannot be written \\(ENOTDIR: `),
    );
  });
});

describe('the server process', () => {
  /**
   * The server, as a process; a root run drops to an unprivileged user (root writes into a read-only
   * folder), with its own copy of the bundle where that user can read it.
   */
  function runServer(file: string) {
    const root = process.getuid?.() === 0;
    const bundle = join(work, 'server.mjs');
    copyFileSync(inject('serverBundle'), bundle);
    if (root) chmodSync(work, 0o755);
    return spawnSync(process.execPath, [bundle], {
      env: { ...process.env, MOCK_DATA_FILE: file, MOCK_DATA_RESET: '', PORT: '0', MOCK_LOG: '0' },
      encoding: 'utf8',
      timeout: 60_000,
      ...(root ? { uid: 65534, gid: 65534 } : {}),
    });
  }

  it('exits non-zero on a read-only folder, naming the file', () => {
    const folder = newFolder();
    const file = join(folder, 'state.json');
    chmodSync(folder, 0o555);
    const run = runServer(file);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain(`The state file ${file} cannot be written (EACCES: `);
  }, 90_000);

  it('exits non-zero on duplicate order ids, naming the file and the record', async () => {
    const { file, state } = await writtenState();
    const orders = state.store.orders;
    const [a, b] = orders.slice(-2);
    if (!a || !b) throw new Error('orders were made');
    b.order_id = a.order_id;
    writeFileSync(file, JSON.stringify(state));
    chmodSync(file, 0o644);
    chmodSync(join(file, '..'), 0o777);
    const run = runServer(file);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain(
      `The state file ${file} has a bad record: store.orders[${orders.length - 1}] (order_id "${a.order_id}"): order_id: the order id`,
    );
  }, 90_000);
});
