import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../src/log/logger.ts';
import { createStateWriter } from '../../src/persistence/state-writer.ts';
import { infraApp } from '../setup-test-app.ts';

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
      serialize: () => {
        writes += 1;
        return JSON.stringify({ value });
      },
    });
    const settled = [1, 2, 3].map((v) => {
      value = v;
      return writer.changed();
    });
    await Promise.all(settled);
    expect(writes).toBe(1);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ value: 3 });
  });

  it('logs a failed write, keeps the last good file, retries, and the mock keeps answering', async () => {
    const dir = folder();
    const blocked = join(dir, 'blocked');
    writeFileSync(blocked, 'a file where a folder should be');
    const file = join(blocked, 'state.json');
    const { client, mock } = infraApp({ env: { MOCK_DATA_FILE: file, MOCK_PERSIST_DEBOUNCE_MS: '0' } });
    expect((await client.post('count', { by: 2 })).body).toEqual({ status: 1, count: 2 });
    expect((await client.post('count', { by: 1 })).body).toEqual({ status: 1, count: 3 });
    expect(mock.log.errors[0]?.line).toMatch(
      /\[persistence\] cannot write .*state\.json; retrying in \d+ ms/,
    );
    // the disk comes back: the retry writes the latest state
    rmSync(blocked);
    await expect.poll(() => existsSync(file), { timeout: 5000 }).toBe(true);
    await mock.state.flush();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ store: { count: 3 } });
  });

  it('removes temporary files a killed process left behind', () => {
    const dir = folder();
    writeFileSync(join(dir, '.state.json.12345.tmp'), '{"half":');
    writeFileSync(join(dir, 'other.txt'), 'kept');
    createStateWriter({
      file: join(dir, 'state.json'),
      log: memoryLogger(),
      debounceMs: 0,
      serialize: () => '',
    });
    expect(readdirSync(dir)).toEqual(['other.txt']);
  });
});
