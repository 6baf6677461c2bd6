import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../src/log/logger.ts';
import { createStateWriter } from '../../src/persistence/state-writer.ts';
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
    let writes = 0;
    let value = 0;
    const writer = createStateWriter({
      file,
      log: memoryLogger(),
      debounceMs: 20,
      snapshot: () => JSON.stringify({ value }),
      fileText: (text) => {
        writes += 1;
        return text;
      },
      onDisk: JSON.stringify({ value }),
      rollBack: () => undefined,
    });
    const settled = [1, 2, 3].map((v) => {
      value = v;
      return writer.changed();
    });
    await Promise.all(settled);
    expect(writes).toBe(1);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ value: 3 });
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
    writeFileSync(join(dir, 'other.txt'), 'kept');
    createStateWriter({
      file: join(dir, 'state.json'),
      log: memoryLogger(),
      debounceMs: 0,
      snapshot: () => '',
      fileText: (text) => text,
      onDisk: '',
      rollBack: () => undefined,
    });
    expect(readdirSync(dir)).toEqual(['other.txt']);
  });
});
