/**
 * A compared chart's changes in sentences for a product reader: what is new, gone or different, in the
 * words of the states and transitions; changes no user sees (tags) are listed apart.
 */
import type { ChartState, ChartTransition } from '../model/chart-model.ts';

export interface ChangeSentences {
  behaviour: string[];
  /** Changes of internal marks only (tags): listed apart, hidden by default. */
  internal: string[];
}

const quoted = (text: string | undefined, fallback: string) => `“${text ?? fallback}”`;

function transitionSentence(t: ChartTransition, named: (path: string) => string): string | undefined {
  const what = quoted(t.label, t.event);
  if (t.change === 'added') return `New: ${what}.`;
  if (t.change === 'removed') return `No longer: ${what}.`;
  if (t.change !== 'changed') return undefined;
  const leads = t.targets.length
    ? ` now leads to ${t.targets.map(named).join(' and ')}`
    : ' now stays where she is';
  const was = t.was && t.was !== t.label ? ` (before: ${quoted(t.was, '')})` : '';
  return `${what}${leads}${was}.`;
}

/** A state's own changes ("type: atomic → compound; tags: …"), split into what a user meets and not. */
function stateSentences(state: ChartState, out: ChangeSentences): void {
  const what = quoted(state.description, state.key);
  if (state.change === 'added') out.behaviour.push(`New step: ${what}.`);
  else if (state.change === 'removed') out.behaviour.push(`Step gone: ${what}.`);
  else if (state.change === 'changed' && state.was) {
    const parts = state.was.split('; ');
    const internal = parts.filter((p) => p.startsWith('tags:'));
    const seen = parts.filter((p) => !p.startsWith('tags:'));
    if (seen.length > 0) {
      const words = seen.map((p) =>
        p.startsWith('type:') && p.endsWith('compound')
          ? 'now goes through steps of its own'
          : p.startsWith('initial:')
            ? `now starts with ${p.split('→ ')[1] ?? 'another step'}`
            : p.startsWith('invokes:')
              ? 'now makes different calls'
              : p.startsWith('type:')
                ? 'now is a single step'
                : p,
      );
      out.behaviour.push(`${what} ${words.join(' and ')}.`);
    }
    if (internal.length > 0) out.internal.push(`${what}: ${internal.join('; ')}`);
  }
}

export function changeSentences(root: ChartState): ChangeSentences {
  const out: ChangeSentences = { behaviour: [], internal: [] };
  const byPath = new Map<string, ChartState>();
  const index = (state: ChartState) => {
    byPath.set(state.path, state);
    state.children.forEach(index);
  };
  index(root);
  const named = (path: string) => quoted(byPath.get(path)?.description, path);
  const visit = (state: ChartState) => {
    if (state.path !== '') stateSentences(state, out);
    // The arrows of an added or removed state go with its sentence.
    if (state.change !== 'added' && state.change !== 'removed') {
      for (const t of state.transitions) {
        const sentence = transitionSentence(t, named);
        if (sentence) out.behaviour.push(sentence);
      }
    }
    state.children.forEach(visit);
  };
  visit(root);
  return out;
}
