import { describe, expect, it } from 'vitest';
import { parseCheckArgs } from './args.ts';
import { exitCodeOf, formatReport } from './report.ts';

describe('formatReport', () => {
  it('puts one drift per line under its endpoint and counts the verdicts', () => {
    const report = formatReport([
      { operation: 'GET events', status: 200, verdict: 'ok', drifts: [] },
      {
        operation: 'GET mentors',
        status: 200,
        verdict: 'drift',
        drifts: [
          { path: 'data.0.id', expected: 'number', received: '"1"' },
          { path: 'data.0.slug', expected: 'string', received: 'missing' },
        ],
      },
      { operation: 'GET user', status: null, verdict: 'skipped', drifts: [], note: 'needs a token' },
    ]);
    expect(report.split('\n')).toEqual([
      'endpoint     status  result   detail',
      '-----------  ------  -------  ----------------------------------------------',
      'GET events   200     ok',
      'GET mentors  200     drift    data.0.id: expected number, received "1"',
      '                              data.0.slug: expected string, received missing',
      'GET user     -       skipped  needs a token',
      '',
      '1 ok, 1 drift, 0 unreachable, 1 skipped',
    ]);
  });

  it('exits 1 on drift, 2 when unreachable, 0 otherwise', () => {
    const row = (verdict: 'ok' | 'drift' | 'skipped' | 'unreachable') => ({
      operation: 'GET events',
      status: null,
      verdict,
      drifts: [],
    });
    expect(exitCodeOf([row('ok'), row('skipped')])).toBe(0);
    expect(exitCodeOf([row('unreachable'), row('drift')])).toBe(1);
    expect(exitCodeOf([row('ok'), row('unreachable')])).toBe(2);
  });
});

describe('parseCheckArgs', () => {
  it('reads the base, the account and --writes', () => {
    expect(
      parseCheckArgs([
        '--base',
        'http://localhost:8787/api/',
        '--email',
        'a@b.c',
        '--password',
        'p',
        '--writes',
      ]),
    ).toEqual({ base: 'http://localhost:8787/api/', email: 'a@b.c', password: 'p', writes: true });
  });

  it('refuses a base that is not an http URL, and an e-mail without a password', () => {
    expect(() => parseCheckArgs(['--base', 'localhost:8787'])).toThrow(/--base must be an http\(s\) URL/);
    expect(() => parseCheckArgs(['--base', 'http://x/api/', '--email', 'a@b.c'])).toThrow(/go together/);
    expect(() => parseCheckArgs(['--bogus'])).toThrow();
  });
});
