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
import { StateFileError } from '../src/app-state.ts';
import { loadStateFile } from '../src/persistence/state-file.ts';
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
    // the state file and the journal of the changes since
    expect(readdirSync(join(file, '..')).sort()).toEqual(['state.json', 'state.json.journal']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 'lwl-mock-state' });
    expect(loadStateFile(file, (store) => ({ ok: true, store }))).toMatchObject({
      kind: 'loaded',
      state: { store: { count: 2 } },
    });
  });

  it('does not write on reads', async () => {
    const file = dataFile();
    const { client } = infraApp({ env: { MOCK_DATA_FILE: file } });
    await client.get('count');
    expect(existsSync(file)).toBe(false);
  });

  it('starts from the seed when the file is missing', async () => {
    const file = dataFile();
    expect((await infraApp({ env: { MOCK_DATA_FILE: file } }).client.get('count')).body).toEqual({
      status: 1,
      count: 0,
    });
  });

  it('refuses to start on a cut-short or foreign file, naming it, and leaves it untouched', () => {
    const file = dataFile();
    mkdirSync(join(file, '..'), { recursive: true });
    const cases: Array<[string, RegExp]> = [
      ['{"format":"lwl-mock-state","version":1,"store":{"cou', /is not JSON, perhaps cut short/],
      [
        JSON.stringify({ format: 'lwl-mock-state', version: 1, store: { nope: 1 }, sessions: {} }),
        /has a bad record: store\.not a test store/,
      ],
      [
        JSON.stringify({
          format: 'lwl-mock-state',
          version: 1,
          store: { count: 1, things: [] },
          sessions: { abcdefghij: 7 },
        }),
        /has a bad record: sessions\[abcdefgh…\]/,
      ],
    ];
    for (const [content, reason] of cases) {
      writeFileSync(file, content);
      expect(() => infraApp({ env: { MOCK_DATA_FILE: file } })).toThrow(StateFileError);
      expect(() => infraApp({ env: { MOCK_DATA_FILE: file } })).toThrow(reason);
      expect(() => infraApp({ env: { MOCK_DATA_FILE: file } })).toThrow(
        new RegExp(`state file ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .*MOCK_DATA_RESET=1`, 's'),
      );
      expect(readFileSync(file, 'utf8')).toBe(content);
    }
  });

  it('with MOCK_DATA_RESET=1 moves a bad file aside as <file>.corrupt-<timestamp>, then starts from the seed', async () => {
    const file = dataFile();
    mkdirSync(join(file, '..'), { recursive: true });
    const truncated = '{"format":"lwl-mock-state","version":1,"store":{"count":41,"thi';
    writeFileSync(file, truncated);
    const { client, mock } = infraApp({ env: { MOCK_DATA_FILE: file, MOCK_DATA_RESET: '1' } });
    const copies = readdirSync(join(file, '..')).filter((name) => name.startsWith('state.json.corrupt-'));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatch(/^state\.json\.corrupt-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(readFileSync(join(file, '..', copies[0] ?? ''), 'utf8')).toBe(truncated);
    expect(mock.log.lines.join('\n')).toMatch(
      /MOCK_DATA_RESET=1: moved .*state\.json aside to .*corrupt-.* \(it is not JSON/,
    );
    expect((await client.get('count')).body).toEqual({ status: 1, count: 0 });
    await client.post('count', { by: 2 });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ store: { count: 2 } });
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
