import { useCodeNames } from '../app/code-names.ts';
import { JsonTree } from '../app/json-tree.tsx';
import type { Choice, EventOptions } from '../guide/choices.ts';
import type { AcceptedEvent, GuardSwitches } from '../simulation/simulate.ts';

export interface SimulationPanelProps {
  status: string;
  /** Why the machine stopped, in plain words (status 'error'). */
  stopped: string | null;
  options: readonly EventOptions[];
  onChoose: (event: AcceptedEvent, choice: Choice) => void;
  /** What the last step did ("now in confirming", "nothing changed: …"). */
  feedback: string | null;
  error: string | null;
  custom: { event: string; text: string };
  onCustom: (custom: { event: string; text: string }) => void;
  onSendCustom: () => void;
  /** The steps taken, as "event → choice". */
  steps: readonly string[];
  onBack: () => void;
  onRestart: () => void;
  onCopyLink: () => void;
  copied: boolean;
  starts: readonly string[];
  start: number | 'custom';
  onStart: (start: number) => void;
  inputText: string;
  onInputText: (text: string) => void;
  onStartCustom: () => void;
  guards: readonly string[];
  /** Each guard in words ("no duration chosen"). */
  guardWords: Readonly<Record<string, string>>;
  switches: GuardSwitches;
  onSwitch: (guard: string, value: boolean | undefined) => void;
  context: unknown;
  contextText: string;
  onContextText: (text: string) => void;
  onApplyContext: () => void;
  /** The state selected in the chart, and whether a walk reaches it. */
  selected: string | undefined;
  /** The selected state's description. */
  selectedWords?: string | undefined;
  onWalkTo: (() => void) | undefined;
}

const pretty = (payload: unknown) => (payload === undefined ? '' : JSON.stringify(payload, null, 2));

function EventGroup({
  option,
  onChoose,
}: {
  option: EventOptions;
  onChoose: SimulationPanelProps['onChoose'];
}) {
  const { event, choices } = option;
  const [first] = choices;
  const codeNames = useCodeNames();
  const titleId = `event-${event.type.replace(/[^\w-]/g, '_')}`;
  return (
    <li className={`event-group event-group-${event.kind}`} aria-labelledby={titleId}>
      <div className="row">
        <button
          id={titleId}
          type="button"
          className={`event event-${event.kind}`}
          // Named by the event as the machine knows it (tests and scripts find it so); it reads as words.
          aria-label={event.label}
          data-event={event.type}
          title={event.label}
          aria-describedby={first ? `${titleId}-sends` : undefined}
          onClick={() => first && onChoose(event, first)}
        >
          {event.words}
          {codeNames ? <code className="code-name">{event.label}</code> : null}
        </button>
        {first && choices.length > 1 ? (
          <span id={`${titleId}-sends`} className="hint sends">
            sends the first choice
          </span>
        ) : null}
      </div>
      {choices.length > 1 ? (
        <ul className="choices" aria-label={`Choices for ${event.words}`}>
          {choices.map((choice) => (
            <li key={choice.label}>
              <button type="button" className="choice" onClick={() => onChoose(event, choice)}>
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
      ) : first ? (
        <p id={`${titleId}-sends`} className="hint sends">
          {first.label}
        </p>
      ) : null}
    </li>
  );
}

function CustomPayload(props: SimulationPanelProps) {
  const { options, custom, onCustom } = props;
  const current = options.find((o) => o.event.type === custom.event) ?? options[0];
  return (
    <details className="custom">
      <summary>Send with your own payload</summary>
      <label className="field">
        Event
        <select
          value={current?.event.type ?? ''}
          onChange={(e) => {
            const next = options.find((o) => o.event.type === e.target.value);
            onCustom({ event: e.target.value, text: pretty(next?.choices[0]?.payload) });
          }}
        >
          {options.map((o) => (
            <option key={o.event.type} value={o.event.type}>
              {o.event.words}
            </option>
          ))}
        </select>
      </label>
      {current ? (
        <label className="field">
          Start from
          <select
            value=""
            onChange={(e) => {
              const choice = current.choices[Number(e.target.value)];
              if (choice) onCustom({ event: current.event.type, text: pretty(choice.payload) });
            }}
          >
            <option value="">(pick a ready choice to edit)</option>
            {current.choices.map((choice, i) => (
              <option key={choice.label} value={i}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="field">
        Payload (any JSON: an event's fields, a call's answer such as true, or its failure)
        <textarea
          rows={5}
          spellCheck={false}
          value={custom.text}
          onChange={(e) => onCustom({ event: current?.event.type ?? '', text: e.target.value })}
        />
      </label>
      <button type="button" onClick={props.onSendCustom} disabled={!current}>
        Send this payload
      </button>
    </details>
  );
}

export function SimulationPanel(props: SimulationPanelProps) {
  const { options, guards, switches } = props;
  const codeNames = useCodeNames();
  return (
    <div className="panel">
      <section aria-labelledby="events-title">
        <h2 id="events-title">Events</h2>
        <p className="status">
          Status: <strong>{props.status}</strong>
        </p>
        {props.stopped ? (
          <p role="alert" className="error">
            {props.stopped}
          </p>
        ) : null}
        <p aria-live="polite" className="feedback">
          {props.feedback ?? ''}
        </p>
        {props.error ? (
          <p role="alert" className="error">
            {props.error}
          </p>
        ) : null}
        {options.length === 0 ? (
          <p>
            {props.status === 'done' ? 'The flow is over: Back or Restart.' : 'No event is accepted here.'}
          </p>
        ) : null}
        <ul className="event-groups">
          {options.map((option) => (
            <EventGroup key={option.event.type} option={option} onChoose={props.onChoose} />
          ))}
        </ul>
        {options.length > 0 ? <CustomPayload {...props} /> : null}
      </section>
      <section aria-labelledby="path-title">
        <h2 id="path-title">Path</h2>
        <div className="row">
          <button type="button" onClick={props.onBack} disabled={props.steps.length === 0}>
            Back
          </button>
          <button type="button" onClick={props.onRestart}>
            Restart
          </button>
          <button type="button" onClick={props.onCopyLink}>
            Copy link to this path
          </button>
          <span aria-live="polite">{props.copied ? 'Link copied' : ''}</span>
        </div>
        {props.selected ? (
          <div className="row">
            <button type="button" onClick={props.onWalkTo} disabled={!props.onWalkTo}>
              Walk me to {props.selectedWords ?? props.selected}
            </button>
            {props.onWalkTo ? null : <span className="hint">no walk by the choices reaches it</span>}
          </div>
        ) : (
          <p className="hint">Select a state in the chart to be walked there.</p>
        )}
        {props.steps.length === 0 ? (
          <p>At the start.</p>
        ) : (
          <ol className="path" aria-label="Events taken">
            {props.steps.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a path is a list where a step may repeat
              <li key={i}>{step}</li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="start-title">
        <h2 id="start-title">Start</h2>
        {props.starts.length > 1 ? (
          <label className="field">
            Start as
            <select
              value={props.start === 'custom' ? '' : props.start}
              onChange={(e) => props.onStart(Number(e.target.value))}
            >
              {props.start === 'custom' ? <option value="">(your own input)</option> : null}
              {props.starts.map((label, i) => (
                <option key={label} value={i}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="hint">Starts with {props.starts[0] ?? 'no input'}.</p>
        )}
        <details>
          <summary>Start with your own input (JSON)</summary>
          <label className="field">
            Input
            <textarea
              rows={3}
              spellCheck={false}
              value={props.inputText}
              onChange={(e) => props.onInputText(e.target.value)}
            />
          </label>
          <button type="button" onClick={props.onStartCustom}>
            Start with this input
          </button>
        </details>
      </section>
      {guards.length > 0 ? (
        <section aria-labelledby="guards-title">
          <h2 id="guards-title">Conditions</h2>
          <p className="hint">
            Each condition is checked as the machine does, or forced to hold or not from the next step on.
          </p>
          <ul className="guards">
            {guards.map((guard) => {
              const value = switches[guard];
              return (
                <li key={guard}>
                  <label>
                    <span>{props.guardWords[guard] ?? guard}</span>
                    {codeNames ? <code className="code-name">{guard}</code> : null}
                    <select
                      value={value === undefined ? 'machine' : value ? 'pass' : 'fail'}
                      onChange={(e) =>
                        props.onSwitch(
                          guard,
                          e.target.value === 'machine' ? undefined : e.target.value === 'pass',
                        )
                      }
                    >
                      <option value="machine">as the machine decides</option>
                      <option value="pass">holds</option>
                      <option value="fail">does not hold</option>
                    </select>
                  </label>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="context-title">
        <h2 id="context-title">Context</h2>
        <JsonTree value={props.context} />
        <details>
          <summary>Edit the context (JSON)</summary>
          <label className="field">
            Context
            <textarea
              rows={8}
              spellCheck={false}
              value={props.contextText}
              onChange={(e) => props.onContextText(e.target.value)}
            />
          </label>
          <button type="button" onClick={props.onApplyContext}>
            Apply context
          </button>
        </details>
      </section>
    </div>
  );
}
