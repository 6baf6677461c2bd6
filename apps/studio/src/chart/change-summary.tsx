/** Above a chart built with STUDIO_COMPARE: what changed since the revision, and how the chart marks it. */
import type { ChangeCounts } from '../compare/diff.ts';
import { RevisionName } from '../compare/revision-name.tsx';
import { useCompare } from '../compare/summary.ts';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function countsText(counts: ChangeCounts): string {
  const parts: string[] = [];
  for (const [kind, of] of [
    ['state', counts.states],
    ['transition', counts.transitions],
  ] as const) {
    for (const change of ['added', 'removed', 'changed'] as const) {
      if (of[change] > 0) parts.push(`${plural(of[change], kind)} ${change}`);
    }
  }
  return parts.join(', ');
}

export function ChangeSummary({ chartId }: { chartId: string }) {
  const compare = useCompare();
  if (!compare) return null;
  const chart = compare.charts[chartId];
  const since = <RevisionName revision={compare.revision} commit={compare.commit} />;
  return (
    <div className="change-summary" data-compare={compare.revision ?? ''}>
      <p>
        {!chart || chart.change === 'same' ? (
          <>No change since {since}.</>
        ) : chart.change === 'added' ? (
          <>New since {since}: every state is marked added.</>
        ) : (
          <>
            Since {since}: {chart.counts ? countsText(chart.counts) : 'changed'}.
          </>
        )}
      </p>
      {chart && chart.change !== 'same' ? (
        <p className="legend">
          Marks: <span className="swatch swatch-added">added</span>{' '}
          <span className="swatch swatch-changed">changed</span>{' '}
          <span className="swatch swatch-removed">removed (shown faded)</span> · hover a mark for what it was
        </p>
      ) : null}
    </div>
  );
}
