import type { Change } from '../model/chart-model.ts';

/** The tooltip of a marked state or transition: what happened to it since the compared revision. */
export function changeTitle(change: Change, was: string | undefined): string {
  if (change === 'changed') return was ? `changed since the compared revision (was: ${was})` : 'changed';
  return change === 'added' ? 'added since the compared revision' : 'removed since the compared revision';
}
