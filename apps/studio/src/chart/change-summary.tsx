/** Above a chart built with STUDIO_COMPARE: what changed since the revision, and how the chart marks it. */
import { useEffect, useState } from 'react';
import type { ChangeCounts } from '../compare/diff.ts';
import { RevisionName } from '../compare/revision-name.tsx';
import { type ChangeSentences, changeSentences } from '../compare/sentences.ts';
import { useCompare } from '../compare/summary.ts';
import type { ChartState } from '../model/chart-model.ts';
import { loadLayout } from './load-layout.ts';

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

/** The merged chart's changes in sentences, read from its layout (which holds the marks). */
function useSentences(chartId: string, enabled: boolean): ChangeSentences | null {
  const [sentences, setSentences] = useState<ChangeSentences | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    loadLayout(chartId).then(
      (layout) => {
        const children = layout.states.filter((s) => s.parent === undefined).map((s) => s.state);
        const root: ChartState = {
          path: '',
          key: '',
          type: 'compound',
          tags: [],
          invokes: [],
          children,
          transitions: [],
        };
        if (current) setSentences(changeSentences(root));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [chartId, enabled]);
  return sentences;
}

export function ChangeSummary({ chartId }: { chartId: string }) {
  const compare = useCompare();
  const chart = compare?.charts[chartId];
  const sentences = useSentences(chartId, chart?.change === 'changed');
  if (!compare) return null;
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
      {sentences && sentences.behaviour.length > 0 ? (
        <ul className="change-sentences" aria-label="What changed">
          {sentences.behaviour.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      ) : null}
      {sentences && sentences.internal.length > 0 ? (
        <details className="change-internal">
          <summary>Internal changes no user sees ({sentences.internal.length})</summary>
          <ul>
            {sentences.internal.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </details>
      ) : null}
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
