/** `#/{machine id}`: the chart, the simulation beside it, and the recorded screen of a selected state. */
import { useMemo, useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { hrefOf, type Route } from '../app/route.ts';
import { chartModel, guardNames } from '../model/chart-model.ts';
import type { ChartEntry } from '../model/charts.ts';
import { useScreens } from '../screens/screens.ts';
import {
  type AcceptedEvent,
  acceptedEvents,
  activePaths,
  apply,
  back,
  decodePath,
  encodePath,
  eventFor,
  type GuardSwitches,
  type PathStep,
  replay,
  type Simulation,
  start,
  withSwitches,
} from '../simulation/simulate.ts';
import { Chart } from './chart.tsx';
import { ScreenPanel } from './screen-panel.tsx';
import { SimulationPanel } from './simulation-panel.tsx';

const json = (value: unknown) => JSON.stringify(value, null, 2);

function contextOf(snapshot: AnyMachineSnapshot): string {
  try {
    return json(snapshot.context ?? {});
  } catch {
    return '{}';
  }
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function parseSwitches(text: string | null): GuardSwitches {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'boolean'));
  } catch {
    return {};
  }
}

export default function MachineView({ chart, route }: { chart: ChartEntry; route: Route }) {
  const model = useMemo(() => chartModel(chart.machine), [chart]);
  const guards = useMemo(() => guardNames(chart.machine), [chart]);
  const [switches, setSwitches] = useState<GuardSwitches>(() => parseSwitches(route.params.get('guards')));
  const machine = useMemo(() => withSwitches(chart.machine, switches), [chart, switches]);
  const [inputText, setInputText] = useState(() => route.params.get('input') ?? '{}');
  const input = useMemo(() => parseObject(inputText), [inputText]);
  const [sim, setSim] = useState<Simulation>(() => {
    const path = route.params.get('path');
    return path ? replay(machine, decodePath(path), input ?? {}) : start(machine, input ?? {});
  });
  const [payload, setPayload] = useState('{}');
  const [contextText, setContextText] = useState(() => contextOf(sim.snapshot));
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const screens = useScreens();
  const chartScreens = screens?.charts[chart.id];

  const active = useMemo(() => new Set(activePaths(sim.snapshot)), [sim]);
  const accepted = useMemo(() => acceptedEvents(machine, sim.snapshot), [machine, sim]);

  const linkOf = (path: readonly PathStep[]) => {
    const params: Record<string, string> = {};
    if (path.length) params.path = encodePath(path);
    if (input && Object.keys(input).length) params.input = JSON.stringify(input);
    if (Object.keys(switches).length) params.guards = JSON.stringify(switches);
    return hrefOf(chart.id, params);
  };

  const show = (next: Simulation) => {
    setSim(next);
    setContextText(contextOf(next.snapshot));
    setError(null);
    setCopied(false);
    // The address always replays the path shown (without adding a history entry per step).
    window.history.replaceState(null, '', linkOf(next.path));
  };

  const take = (step: PathStep) => {
    try {
      show(apply(machine, sim, step));
    } catch (failure) {
      setError(
        `The machine refused this step: ${failure instanceof Error ? failure.message : String(failure)}`,
      );
    }
  };

  const onEvent = (event: AcceptedEvent) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload || '{}');
    } catch {
      setError('The event payload is not valid JSON.');
      return;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      setError('The event payload must be a JSON object, e.g. {"email": "a@b.co"}.');
      return;
    }
    take({ event: eventFor(event, parsed as Record<string, unknown>) });
  };

  const onApplyContext = () => {
    try {
      const context: unknown = JSON.parse(contextText);
      if (typeof context !== 'object' || context === null || Array.isArray(context)) {
        setError('The context must be a JSON object.');
        return;
      }
      take({ context: context as Record<string, unknown> });
    } catch {
      setError('The context is not valid JSON.');
    }
  };

  const onSwitch = (guard: string, value: boolean | undefined) => {
    const next = { ...switches };
    if (value === undefined) delete next[guard];
    else next[guard] = value;
    setSwitches(next);
  };

  const onCopyLink = () => {
    const url = `${window.location.href.split('#')[0]}${linkOf(sim.path)}`;
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  const rootEvents = model.transitions;

  return (
    <section className="machine">
      <div className="machine-head">
        <h1>{chart.id}</h1>
        <p className="meta">
          <code>{chart.exportName}</code> · {chart.stateCount} states · active:{' '}
          <output aria-label="Active states">{[...active].join(', ') || '(none)'}</output>
        </p>
        <p className="files">
          Files: <a href={`machines/${chart.fileName}.machine.ts`}>Stately export (.machine.ts)</a> ·{' '}
          <a href={`machines/${chart.fileName}.json`}>JSON</a> ·{' '}
          <a href={`machines/${chart.fileName}.mmd`}>Mermaid (.mmd)</a>
        </p>
        {chart.instances.length > 0 ? (
          <p className="relations">Instances: {chart.instances.map((i) => i.id).join(', ')}</p>
        ) : null}
        {rootEvents.length > 0 ? (
          <p className="relations">Machine-wide: {rootEvents.map((t) => t.label).join(' · ')}</p>
        ) : null}
      </div>
      <div className="machine-body">
        <Chart
          chartId={chart.id}
          active={active}
          selected={selected}
          onSelect={setSelected}
          screens={chartScreens ? new Set(Object.keys(chartScreens)) : undefined}
        />
        <div className="side">
          <SimulationPanel
            snapshot={sim.snapshot}
            accepted={accepted}
            onEvent={onEvent}
            payload={payload}
            onPayload={setPayload}
            guards={guards}
            switches={switches}
            onSwitch={onSwitch}
            contextText={contextText}
            onContextText={setContextText}
            onApplyContext={onApplyContext}
            path={sim.path}
            onBack={() => show(back(sim))}
            onRestart={() => {
              if (!input) {
                setError('The input must be a JSON object, e.g. {"event": {...}}.');
                return;
              }
              show(start(machine, input));
            }}
            inputText={inputText}
            onInputText={setInputText}
            onCopyLink={onCopyLink}
            copied={copied}
            error={error}
          />
          <ScreenPanel
            model={model}
            selected={selected}
            onSelect={setSelected}
            files={chartScreens}
            recordedAt={screens?.recordedAt ?? undefined}
          />
        </div>
      </div>
    </section>
  );
}
