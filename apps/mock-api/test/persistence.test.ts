import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { infraApp } from './setup-test-app.ts';

const folders: string[] = [];
const dataFile = () => {
  const folder = mkdtempSync(join(tmpdir(), 'lwl-mock-'));
  folders.push(folder);
  return join(folder, 'nested', 'state.json');
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('MOCK_DATA_FILE', () => {
  it('keeps state and sessions across a restart', async () => {
    const file = dataFile();
    const first = infraApp({ env: { MOCK_DATA_FILE: file } });
    const token = first.client.signIn(4);
    expect((await first.client.post('count', { by: 7 })).body).toEqual({ status: 1, count: 7 });
    expect(existsSync(file)).toBe(true);

    const second = infraApp({ env: { MOCK_DATA_FILE: file } });
    expect((await second.client.get('count')).body).toEqual({ status: 1, count: 7 });
    const member = await second.client.get('things/{slug}', { slug: 'a' }, { token });
    expect(member.body).toMatchObject({ data: { userId: 4 } });
  });

  it('writes atomically: no temporary file is left beside the state', async () => {
    const file = dataFile();
    const { client } = infraApp({ env: { MOCK_DATA_FILE: file } });
    await client.post('count', { by: 1 });
    await client.post('count', { by: 1 });
    expect(readdirSync(join(file, '..'))).toEqual(['state.json']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      format: 'lwl-mock-state',
      store: { count: 2 },
    });
  });

  it('does not write on reads', async () => {
    const file = dataFile();
    const { client } = infraApp({ env: { MOCK_DATA_FILE: file } });
    await client.get('count');
    expect(existsSync(file)).toBe(false);
  });

  it('starts from the seed when the file is missing, not JSON, or of another shape (and says so)', async () => {
    const file = dataFile();
    expect((await infraApp({ env: { MOCK_DATA_FILE: file } }).client.get('count')).body).toEqual({
      status: 1,
      count: 0,
    });
    mkdirSync(join(file, '..'), { recursive: true });
    for (const content of [
      '{not json',
      JSON.stringify({ format: 'lwl-mock-state', version: 1, store: { nope: 1 }, sessions: {} }),
    ]) {
      writeFileSync(file, content);
      const { client, mock } = infraApp({ env: { MOCK_DATA_FILE: file } });
      expect((await client.get('count')).body).toEqual({ status: 1, count: 0 });
      expect(mock.log.errors[0]?.line).toMatch(/\[persistence\] ignoring/);
    }
  });

  it('persists a reset too', async () => {
    const file = dataFile();
    const first = infraApp({ env: { MOCK_DATA_FILE: file } });
    await first.client.post('count', { by: 3 });
    await first.client.mock('POST', '/__mock/reset');
    expect((await infraApp({ env: { MOCK_DATA_FILE: file } }).client.get('count')).body).toEqual({
      status: 1,
      count: 0,
    });
  });
});
