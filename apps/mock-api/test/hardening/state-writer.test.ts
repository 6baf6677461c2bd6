import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../src/log/logger.ts';
import { loadStateFile } from '../../src/persistence/state-file.ts';
import { stateFileText } from '../../src/persistence/state-text.ts';
import { createStateWriter } from '../../src/persistence/state-writer.ts';
import { trackChanges } from '../../src/persistence/track-changes.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { buy, fullApp } from '../handlers/setup.ts';
import { readState } from '../read-state.ts';
import { infraApp } from '../setup-test-app.ts';

/** Well under a second on a quiet machine; the retry wait this replaced took 23–30 s. Loaded CI gets slack. */
const FAST_MS = 3000;
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lwl-writer-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('state writer', () => {
  it('batches the changes of the debounce window into one write; each change settles after it', async () => {
    const file = join(folder(), 'state.json');
    const tracked = trackChanges({ counter: { value: 0 } });
    let full = 0;
    const writer = createStateWriter({
      file,
      log: memoryLogger(),
      debounceMs: 20,
      collect: () => ({ full: false, changes: tracked.take(), sessions: null }),
      snapshot: () => JSON.stringify({ store: tracked.target, sessions: {} }),
      fileText: (text, journal) => {
        full += 1;
        return stateFileText(text, '2025-03-10T09:30:00.000Z', journal);
      },
      onDisk: { store: { counter: { value: 0 } }, sessions: {} },
      rollBack: () => undefined,
    });
    const burst = (from: number) =>
      Promise.all(
        [1, 2, 3].map((v) => {
          tracked.view.counter.value = from + v;
          return writer.changed();
        }),
      );
    const read = () => {
      const loaded = loadStateFile(file, (store) => ({ ok: true, store }));
      return loaded.kind === 'loaded' ? loaded.state.store : loaded;
    };
    // the first write after a start is a whole state file; the next ones append what changed
    await burst(0);
    expect(full).toBe(1);
    expect(read()).toEqual({ counter: { value: 3 } });
    await burst(3);
    expect(full).toBe(1);
    const journal = readFileSync(`${file}.journal`, 'utf8').trim().split('\n');
    expect(journal).toHaveLength(2);
    expect(JSON.parse(journal[1] ?? '')).toEqual({
      changes: [{ kind: 'value', path: ['counter', 'value'], value: 6 }],
    });
    expect(read()).toEqual({ counter: { value: 6 } });
  });

  it('refuses a change it cannot write with 503 within a second, and rolls it back', async () => {
    const dir = folder();
    const blocked = join(dir, 'blocked');
    const file = join(blocked, 'state.json');
    const { client, mock } = infraApp({ env: { MOCK_DATA_FILE: file } });
    // The folder goes after the start (a start on it is refused: persistence.test.ts).
    rmSync(blocked, { recursive: true });
    writeFileSync(blocked, 'a file where a folder should be');
    const started = performance.now();
    const refused = await client.post('count', { by: 2 });
    expect(performance.now() - started).toBeLessThan(FAST_MS);
    expect(refused).toMatchObject({ status: 503, body: { status: 0 } });
    expect((refused.body as { message: string }).message).toMatch(
      /could not save this change to its data file \(E[A-Z]+\)/,
    );
    expect((await client.get('count')).body).toEqual({ status: 1, count: 0 });
    expect(mock.log.errors[0]?.line).toMatch(
      /\[persistence\] cannot write .*blocked\/state\.json \(E[A-Z]+: .*\): 1 change\(s\) refused with 503 and rolled back/,
    );
    // changes batched into one failing write are all refused; a call that changes nothing never waits
    const [a, b, none] = await Promise.all([
      client.post('count', { by: 1 }),
      client.post('count', { by: 1 }),
      client.post('count', { by: 0 }),
    ]);
    expect([a.status, b.status, none.status]).toEqual([503, 503, 200]);
    expect((await client.get('count')).body).toEqual({ status: 1, count: 0 });
    // the disk comes back: the next change is written and acknowledged
    rmSync(blocked);
    expect((await client.post('count', { by: 5 })).body).toEqual({ status: 1, count: 5 });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ store: { count: 5 } });
  });

  it('rolls back to the state on disk, not to the seed', async () => {
    const dir = folder();
    const file = join(dir, 'data', 'state.json');
    const { client } = infraApp({ env: { MOCK_DATA_FILE: file } });
    expect((await client.post('count', { by: 3 })).status).toBe(200);
    renameSync(join(dir, 'data'), join(dir, 'moved'));
    writeFileSync(join(dir, 'data'), 'a file where the folder was');
    expect((await client.post('count', { by: 4 })).status).toBe(503);
    expect((await client.get('count')).body).toEqual({ status: 1, count: 3 });
  });

  it('removes temporary files a killed process left behind', () => {
    const dir = folder();
    writeFileSync(join(dir, '.state.json.12345.tmp'), '{"half":');
    writeFileSync(join(dir, '.state.json.journal.12345.tmp'), '{"half":');
    writeFileSync(join(dir, 'other.txt'), 'kept');
    createStateWriter({
      file: join(dir, 'state.json'),
      log: memoryLogger(),
      debounceMs: 0,
      collect: () => ({ full: true }),
      snapshot: () => '{}',
      fileText: (text) => text,
      onDisk: { store: {}, sessions: {} },
      rollBack: () => undefined,
    });
    expect(readdirSync(dir)).toEqual(['other.txt']);
  });

  it('appends what a purchase changed, a line much smaller than the state; a torn last line is dropped', async () => {
    const file = join(folder(), 'state.json');
    const { mock, client } = fullApp({ MOCK_DATA_FILE: file });
    const token = client.signIn(SEED_IDS.maverickUserId);
    const purchase = (quantity: number) =>
      buy(client, 'user-event-payment', 'event-payment-callback', { event_id: 2, quantity }, token);
    await purchase(1);
    await mock.state.flush();
    const stateBytes = statSync(file).size;
    const before = statSync(`${file}.journal`).size;
    await purchase(2);
    await mock.state.flush();
    const appended = statSync(`${file}.journal`).size - before;
    // the order, its payment, the purchase, the invoice, counters and serials: not the whole store
    expect(appended).toBeGreaterThan(0);
    expect(appended).toBeLessThan(stateBytes / 20);
    expect(readState(file).store).toEqual(mock.state.store);

    // a crash in the middle of an append leaves a cut line, never acknowledged: the start leaves it out
    appendFileSync(`${file}.journal`, '{"changes":[{"kind":"record","path":["ord');
    expect(fullApp({ MOCK_DATA_FILE: file }).mock.state.store).toEqual(mock.state.store);
    // a bad line before others is not a crash's: the start stops, naming the journal
    const lines = readFileSync(`${file}.journal`, 'utf8').split('\n');
    writeFileSync(`${file}.journal`, [lines[0], 'not json', ...lines.slice(1)].join('\n'));
    expect(() => fullApp({ MOCK_DATA_FILE: file })).toThrow(
      `has a bad journal: ${file}.journal line 2 is not JSON`,
    );
  });
});
