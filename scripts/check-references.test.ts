import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, commentsOf, indexOf, repoFiles } from './check-references.ts';

const root = resolve(import.meta.dirname, '..');
const index = indexOf(root, repoFiles(root));
const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, 'fixtures/references', name), 'utf8');
const problems = (file: string, text: string) =>
  checkText(index, file, text).map((problem) => `${problem.line}: ${problem.message}`);

describe('check-references', () => {
  it('reports every reference of a stale comment, with its line', () => {
    expect(problems('scripts/fixtures/references/stale.ts', fixture('stale.ts'))).toEqual([
      '5: handbook.md: no such document in the repository',
      '6: features/ticket/use-tickets.ts: no such file in the repository',
      '7: docs/decisions/0099: no such decision record',
      '8: "The forms\' phone checks": decision 0024 is "A failed load is shown in place, with Try again; only a…"',
      '9: docs/decisions/0025-rollback-on-failure: decision 0025 is 0025-failed-writes-roll-back',
      '11: npm run budget:load: no such script in any package.json',
    ]);
  });

  it('reads a document whole, and a decision record’s supersessions', () => {
    expect(problems('docs/decisions/0098-fixture.md', fixture('stale.md'))).toEqual([
      '3: apps/web/src/pages/home.tsx: no such file in the repository',
      '3: spec-notes.md: no such document in the repository',
      '4: npm run bench:everything: no such script in any package.json',
      '6: Supersedes 0099: no decision record 0099',
    ]);
  });

  it('finds every reference of a current comment', () => {
    expect(problems('scripts/fixtures/references/current.ts', fixture('current.ts'))).toEqual([]);
  });

  it('reads code by its comments only, lines kept', () => {
    const substitution = '${' + "'y.md'}";
    const text = `const a = 'x.md'; // one.md\nconst r = /\\/\\//; /* two.md */ const t = \`${substitution}\`;`;
    expect(commentsOf(text, 'js').replace(/ +/g, ' ')).toBe(' // one.md\n /* two.md */ ');
  });
});
