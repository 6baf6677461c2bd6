import { allStates, type ChartState } from '../model/chart-model.ts';

export interface ScreenPanelProps {
  model: ChartState;
  selected: string | undefined;
  onSelect: (path: string) => void;
  /** State path → image file, when the end-to-end run recorded this chart. */
  files: Record<string, string> | undefined;
  recordedAt: string | undefined;
}

export function ScreenPanel({ model, selected, onSelect, files, recordedAt }: ScreenPanelProps) {
  const states = allStates(model).filter((s) => s.path !== '');
  const file = selected ? files?.[selected] : undefined;
  const reached = files ? states.filter((s) => files[s.path]).length : 0;
  return (
    <section aria-labelledby="screen-title" className="screen-panel">
      <h2 id="screen-title">Screen</h2>
      <label className="field">
        State
        <select value={selected ?? ''} onChange={(e) => onSelect(e.target.value)}>
          <option value="">(select a state, or click one in the chart)</option>
          {states.map((s) => (
            <option key={s.path} value={s.path}>
              {s.path}
              {files ? (files[s.path] ? '' : ' (no test reached it)') : ''}
            </option>
          ))}
        </select>
      </label>
      {!files ? (
        <p className="hint">
          No screens recorded for this machine (the end-to-end run records the purchase flows, password reset,
          the application form and refund).
        </p>
      ) : (
        <p className="hint">
          {reached} of {states.length} states reached by the end-to-end tests
          {recordedAt ? ` (recorded ${new Date(recordedAt).toLocaleString('en-GB')})` : ''}.
        </p>
      )}
      {selected && files ? (
        file ? (
          <figure>
            <img src={`screens/${file}`} alt={`The app in state ${selected}`} className="screen" />
            <figcaption>{selected}</figcaption>
          </figure>
        ) : (
          <p className="gap" role="status">
            No test reached <code>{selected}</code>: the UI's coverage gap.
          </p>
        )
      ) : null}
    </section>
  );
}
