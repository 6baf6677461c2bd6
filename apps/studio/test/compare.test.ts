import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passwordResetMachine } from '@lwl/machines';
import { afterAll, describe, expect, it } from 'vitest';
import { compareCharts } from '../src/compare/diff.ts';
import { changeSentences } from '../src/compare/sentences.ts';
import { allStates, type ChartState, chartModel } from '../src/model/chart-model.ts';
import { chartsIn, extractRevision, resolveRevision } from '../vite/compare-revision.ts';

const studio = join(import.meta.dirname, '..');
const repoRoot = join(studio, '..', '..');
const script = join(studio, 'scripts', 'revision-charts.ts');

const find = (root: ChartState, path: string) => allStates(root).find((s) => s.path === path);

describe('comparing a chart with another revision', () => {
  it('marks a state and its transitions added, a removed transition removed, a retargeted one changed', () => {
    const before = chartModel(passwordResetMachine);
    const after: ChartState = structuredClone(before);
    const email = find(after, 'email.editing');
    const submit = email?.transitions.find((t) => t.event === 'email.submit');
    if (!email || !submit) throw new Error('passwordReset has no email.editing --email.submit-->');
    submit.targets = ['done'];
    email.transitions = email.transitions.filter((t) => t.event !== 'email.change');
    after.children.push({
      path: 'probe',
      key: 'probe',
      type: 'atomic',
      tags: [],
      invokes: [],
      children: [],
      transitions: [
        {
          source: 'probe',
          event: 'probe.leave',
          kind: 'event',
          targets: ['left'],
          actions: [],
          label: 'probe.leave',
          code: 'probe.leave',
        },
      ],
    });
    const { merged, counts, changed } = compareCharts(before, after);
    expect(changed).toBe(true);
    expect(find(merged, 'probe')?.change).toBe('added');
    expect(find(merged, 'probe')?.transitions[0]?.change).toBe('added');
    const mergedSubmit = find(merged, 'email.editing')?.transitions.find((t) => t.event === 'email.submit');
    expect(mergedSubmit?.change).toBe('changed');
    expect(mergedSubmit?.was).toBe(
      before.children[0] &&
        find(before, 'email.editing')?.transitions.find((t) => t.event === 'email.submit')?.label,
    );
    expect(counts.states.added).toBe(1);
    expect(counts.transitions.changed).toBe(1);
    // What was removed stays on the chart, marked, so the reviewer sees it went.
    expect(compareCharts(after, before).merged.children.find((s) => s.path === 'probe')?.change).toBe(
      'removed',
    );
    expect(compareCharts(before, before).changed).toBe(false);
    // In sentences: the new step, and where Send code now leads, in the states' words.
    const { behaviour, internal } = changeSentences(merged);
    expect(behaviour).toContain('New step: “probe”.');
    expect(behaviour).toContain(
      '“She presses Send code with her e-mail” now leads to “Password changed: the success message, then the sign-in page”.',
    );
    expect(internal).toEqual([]);
  });

  it('lists a change of tags apart, as internal', () => {
    const before = chartModel(passwordResetMachine);
    const after: ChartState = structuredClone(before);
    const sending = find(after, 'email.sending');
    if (!sending) throw new Error('passwordReset has no email.sending');
    sending.tags = [...sending.tags, 'probe'];
    const { behaviour, internal } = changeSentences(compareCharts(before, after).merged);
    expect(behaviour).toEqual([]);
    expect(internal).toEqual([
      '“Waiting for the server to send the code by e-mail”: tags: busy → busy, probe',
    ]);
  });

  it('refuses a revision that names no commit, in words', () => {
    expect(() => resolveRevision(repoRoot, 'no-such-revision-here')).toThrow(
      /STUDIO_COMPARE=no-such-revision-here names no commit/,
    );
  });

  describe('a temporary copy of this revision with a state added to one machine', () => {
    const root = mkdtempSync(join(tmpdir(), 'lwl-studio-compare-test-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('is marked: the state added, the chart changed, every other chart the same', {
      timeout: 180_000,
    }, () => {
      const before = join(root, 'before');
      const after = join(root, 'after');
      execFileSync('mkdir', [before]);
      extractRevision(repoRoot, resolveRevision(repoRoot, 'HEAD'), before);
      execFileSync('cp', ['-a', before, after]);
      const file = join(after, 'packages', 'machines', 'src', 'password-reset', 'password-reset-machine.ts');
      const source = readFileSync(file, 'utf8');
      const edited = source.replace(/\n {2}states: \{\n/, '\n  states: {\n    studioProbe: {},\n');
      expect(edited, 'a state could be added to password-reset-machine.ts').not.toBe(source);
      writeFileSync(file, edited);

      const [old = {}, now = {}] = chartsIn([before, after], script);
      expect(Object.keys(now).sort()).toEqual(Object.keys(old).sort());
      for (const id of Object.keys(now)) {
        const now_ = now[id] as ChartState;
        const { merged, changed } = compareCharts(old[id], now_);
        if (id !== 'passwordReset') {
          expect(changed, `${id} is the same`).toBe(false);
          continue;
        }
        expect(changed).toBe(true);
        expect(merged.children.find((s) => s.path === 'studioProbe')?.change).toBe('added');
        expect(
          allStates(merged)
            .filter((s) => s.change)
            .map((s) => s.path),
        ).toEqual(['studioProbe']);
      }
    });
  });
});
