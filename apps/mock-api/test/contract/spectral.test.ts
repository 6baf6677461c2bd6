import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/openapi/document.ts';
import { runCli } from './cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'lwl-spectral-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Spectral (oas ruleset) on /openapi.json', () => {
  it('reports no error and no warning', async () => {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(buildOpenApi(endpoints)));
    writeFileSync(join(dir, '.spectral.yaml'), 'extends: ["spectral:oas"]\n');
    const run = await runCli(
      '@stoplight/spectral-cli',
      'spectral',
      ['lint', 'openapi.json', '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet'],
      dir,
    );
    const results = JSON.parse(run.stdout || '[]') as { code: string; path: string[]; message: string }[];
    expect(results.map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`)).toEqual([]);
    expect(run.code).toBe(0);
  }, 60_000);
});
