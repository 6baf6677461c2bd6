import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bare, isCommand, kindOf, missing, promised } from './kinds.ts';

const root = resolve(import.meta.dirname, '../..');

describe('kinds of commands', () => {
  it('takes environment assignments, taskset and continuations off before it looks', () => {
    expect(bare('PORT=8795 MOCK_LOG=0 taskset -c 1 \\\n  node x.ts')).toBe('node x.ts');
    expect(bare('KEY=$(node -e "1")')).toBe('KEY=$(node -e "1")');
  });

  it('tells a command from a name', () => {
    expect(isCommand('npm run api')).toBe(true);
    expect(isCommand('node:http')).toBe(false);
    expect(isCommand('npm')).toBe(false);
  });

  it('runs calls of the mock, checks scripts, and knows no other command', () => {
    expect(kindOf('curl -s localhost:8787/openapi.json > openapi.json')?.action).toBe('run');
    expect(kindOf('ORDER=$(curl -s localhost:8787/api/x | field id)   # order_…')?.action).toBe('run');
    expect(kindOf('npm run contract:check -- --base https://staging.example.com/api/')?.action).toBe('check');
    expect(kindOf('STUDIO_COMPARE=HEAD~5 npm run studio')?.name).toBe('an npm script');
    expect(kindOf('rm -rf dist')).toBeUndefined();
    expect(kindOf('curl localhost:9999/x')).toBeUndefined();
  });

  it('names what a checked command names and does not exist', () => {
    expect(missing(root, 'npm run api')).toEqual([]);
    expect(missing(root, 'npm run no-such-script')).toEqual(['no script "no-such-script" in package.json']);
    expect(missing(root, 'npm --workspace @lwl/web run build')).toEqual([]);
    expect(missing(root, 'node --import tsx bench/no-such.ts')).toContain('no file bench/no-such.ts');
    expect(missing(root, 'npx vitest run --project nope')).toEqual(['no Vitest project "nope"']);
    expect(missing(root, 'npx no-such-tool x')).toEqual(['no tool "no-such-tool" installed']);
  });
});

describe('what a comment says a command prints', () => {
  it('reads the quoted text after an arrow, `…` standing for any text', () => {
    const [receipt] = promised(
      `curl -s x | field subject   # → the receipt e-mail: "Your receipt for … (order_…)"`,
    );
    expect('Your receipt for Summit (order_12)').toMatch(receipt as RegExp);
    expect('Your order').not.toMatch(receipt as RegExp);
    expect(promised('curl -s x   # → the new ticket first')).toEqual([]);
  });
});
