/** `#/{machine id}`: the chart, the guided simulation beside it, and the recorded screen of a selected state. */
import { wordsOf } from '@lwl/machines/catalog';
import { useMemo, useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { useCodeNames } from '../app/code-names.ts';
import { hrefOf, type Route } from '../app/route.ts';
import { type Choice, eventOptions } from '../guide/choices.ts';
import { inputChoices } from '../guide/input-choices.ts';
import { plainStepError, plainStopError } from '../guide/plain-error.ts';
import { type Route as WalkRoute, walkChart } from '../guide/walk.ts';
import { allStates, type ChartState, chartModel, guardNames } from '../model/chart-model.ts';
import type { ChartEntry } from '../model/charts.ts';
import { inAppOf, useAppCoverage } from '../screens/app-coverage.ts';
import { leafStates } from '../screens/fingerprint.ts';
import { useScreens } from '../screens/screens.ts';
import { screensOf } from '../screens/state-screens.ts';
import {
  type AcceptedEvent,
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
  switchable,
  takenWords,
} from '../simulation/simulate.ts';
import { ChangeSummary } from './change-summary.tsx';
import { Chart } from './chart.tsx';
import { ScreenPanel } from './screen-panel.tsx';
import { SimulationPanel } from './simulation-panel.tsx';
import { stepWords } from './step-label.ts';

const json = (value: unknown) => JSON.stringify(value, null, 2);

function contextText(snapshot: AnyMachineSnapshot): string {
  try {
    return json(snapshot.context ?? {});
  } catch {
    return '{}';
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

/** How the reviewer started: a named start (its index), or their own input. */
type StartChoice = { index: number } | { input: unknown };

function startFromRoute(route: Route, count: number): StartChoice {
  const custom = route.params.get('input');
  if (custom !== null) {
    try {
      return { input: JSON.parse(custom) };
    } catch {
      // An unreadable input in a link: the default start.
    }
  }
  const index = Number(route.params.get('start') ?? 0);
  return { index: Number.isInteger(index) && index >= 0 && index < count ? index : 0 };
}

/** The active states without active children: what a screen stands for. */
const leafPaths = (snapshot: AnyMachineSnapshot) => {
  const paths = activePaths(snapshot);
  return paths.filter((p) => !paths.some((other) => other.startsWith(`${p}.`)));
};

/** The states the machine is in, in words: their descriptions ("Asking the member to confirm …"). */
const where = (snapshot: AnyMachineSnapshot, model: ChartState) => {
  const byPath = new Map(allStates(model).map((state) => [state.path, state]));
  const leaves = leafPaths(snapshot);
  return (
    leaves.map((p) => `“${byPath.get(p)?.description ?? p.split('.').join(' › ')}”`).join(' and ') ||
    'no state'
  );
};

export default function MachineView({ chart, route }: { chart: ChartEntry; route: Route }) {
  const model = useMemo(() => chartModel(chart.machine), [chart]);
  const guards = useMemo(() => guardNames(chart.machine), [chart]);
  const codeNames = useCodeNames();
  const guardWords = useMemo(() => wordsOf(chart.machine.id).guards, [chart]);
  const starts = useMemo(() => inputChoices(chart.id), [chart]);
  const [switches, setSwitches] = useState<GuardSwitches>(() => parseSwitches(route.params.get('guards')));
  // One machine for the whole visit (the view is keyed by chart): forcing a guard changes what it reads.
  const [target] = useState(() => switchable(chart.machine, switches));
  const { machine } = target;
  const [startChoice, setStartChoice] = useState<StartChoice>(() => startFromRoute(route, starts.length));
  const inputOf = (choice: StartChoice) => ('input' in choice ? choice.input : starts[choice.index]?.payload);
  const [inputText, setInputText] = useState(() => json(inputOf(startChoice) ?? {}));
  const [sim, setSim] = useState<Simulation>(() => {
    const path = route.params.get('path');
    const input = inputOf(startChoice);
    try {
      return path ? replay(machine, decodePath(path), input) : start(machine, input);
    } catch {
      return start(machine, starts[0]?.payload);
    }
  });
  const [labels, setLabels] = useState<string[]>(() => sim.path.map((step) => stepWords(step, machine)));
  const [custom, setCustom] = useState({ event: '', text: '' });
  const [contextEdit, setContextEdit] = useState(() => contextText(sim.snapshot));
  const [feedback, setFeedback] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  // A shared link names the state it is about: selected, and the chart opens at it.
  const [selected, setSelected] = useState<string | undefined>(() => route.params.get('state') || undefined);
  const [focus] = useState(selected);
  const [walked, setWalked] = useState<Map<string, WalkRoute> | null>(() =>
    selected ? walkChart(switchable(chart.machine), chart.id, model).routes : null,
  );
  const screens = useScreens();
  const chartScreens = screens?.charts[chart.id];
  const [flow, setFlow] = useState<string | undefined>(undefined);
  const shownScreens = useMemo(() => screensOf(chartScreens, flow), [chartScreens, flow]);
  const appCoverage = useAppCoverage();
  const inApp = useMemo(
    () => inAppOf(appCoverage, flow ?? chart.instances[0]?.id ?? chart.id, leafStates(machine)),
    [appCoverage, flow, chart, machine],
  );

  const active = useMemo(() => new Set(activePaths(sim.snapshot)), [sim]);
  const options = useMemo(() => eventOptions(machine, sim.snapshot), [machine, sim]);

  const linkOf = (
    path: readonly PathStep[],
    startWith: StartChoice = startChoice,
    state: string | undefined = selected,
  ) => {
    const params: Record<string, string> = {};
    if (state) params.state = state;
    if ('input' in startWith) params.input = JSON.stringify(startWith.input);
    else if (startWith.index > 0) params.start = String(startWith.index);
    if (path.length) params.path = encodePath(path);
    if (Object.keys(switches).length) params.guards = JSON.stringify(switches);
    return hrefOf(chart.id, params);
  };

  const show = (next: Simulation, nextLabels: string[], startWith: StartChoice = startChoice) => {
    setSim(next);
    setLabels(nextLabels);
    setContextEdit(contextText(next.snapshot));
    setError(null);
    setCopied(false);
    // The address always replays the path shown (without adding a history entry per step).
    window.history.replaceState(null, '', linkOf(next.path, startWith));
  };

  const take = (step: PathStep, label: string, eventLabel: string) => {
    try {
      const taken = 'event' in step ? takenWords(machine, sim.snapshot, step.event) : undefined;
      const next = apply(machine, sim, step);
      const moved =
        JSON.stringify(next.snapshot.value) !== JSON.stringify(sim.snapshot.value) ||
        next.snapshot.status !== sim.snapshot.status;
      const told = taken ?? label;
      show(next, [...labels, told]);
      setFeedback(
        moved
          ? `${told}. Now: ${where(next.snapshot, model)}.`
          : taken
            ? `${taken}. Still: ${where(next.snapshot, model)}.`
            : `${label}: nothing happens here; still ${where(next.snapshot, model)}.`,
      );
    } catch (failure) {
      setFeedback(null);
      setError(plainStepError(failure, eventLabel));
    }
  };

  const onChoose = (event: AcceptedEvent, choice: Choice) => {
    try {
      take({ event: eventFor(event, choice.payload) }, `${event.words} (${choice.label})`, event.label);
    } catch (failure) {
      setError(plainStepError(failure, event.label));
    }
  };

  const onSendCustom = () => {
    const option = options.find((o) => o.event.type === custom.event) ?? options[0];
    if (!option) return;
    let payload: unknown;
    try {
      payload = custom.text.trim() === '' ? undefined : JSON.parse(custom.text);
    } catch {
      setError(
        'The payload is not valid JSON: check quotes, commas and brackets (true, 12, "text" and {…} are all fine).',
      );
      return;
    }
    try {
      take(
        { event: eventFor(option.event, payload) },
        `${option.event.label} → your payload`,
        option.event.label,
      );
    } catch (failure) {
      setError(plainStepError(failure, option.event.label));
    }
  };

  const restart = (startWith: StartChoice) => {
    try {
      setStartChoice(startWith);
      show(start(machine, inputOf(startWith)), [], startWith);
      setFeedback(null);
    } catch (failure) {
      setError(plainStepError(failure, 'the start'));
    }
  };

  const onApplyContext = () => {
    try {
      const context: unknown = JSON.parse(contextEdit);
      if (typeof context !== 'object' || context === null || Array.isArray(context)) {
        setError('The context is a JSON object: {"field": value, …}.');
        return;
      }
      take({ context: context as Record<string, unknown> }, 'context edited', 'the context edit');
    } catch {
      setError('The context is not valid JSON: check quotes, commas and brackets.');
    }
  };

  const onSwitch = (guard: string, value: boolean | undefined) => {
    const next = { ...switches };
    if (value === undefined) delete next[guard];
    else next[guard] = value;
    target.setSwitches(next);
    setSwitches(next);
    setFeedback(
      value === undefined
        ? `“${guardWords[guard] ?? guard}” is checked as the machine does again.`
        : `“${guardWords[guard] ?? guard}” now ${value ? 'holds' : 'does not hold'}, from the next step on.`,
    );
  };

  const onCopyLink = () => {
    const url = `${window.location.href.split('#')[0]}${linkOf(sim.path)}`;
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  const onSelect = (path: string) => {
    setSelected(path || undefined);
    // The address holds the selected state too, so a reload or a shared link opens at it.
    window.history.replaceState(null, '', linkOf(sim.path, startChoice, path || undefined));
    // The walk is computed once per visit, when a state is first selected.
    if (path && walked === null) {
      setWalked(walkChart(switchable(chart.machine), chart.id, model).routes);
    }
  };
  const routeTo = selected ? walked?.get(selected) : undefined;
  const onWalkTo = routeTo
    ? () => {
        const startWith = { index: routeTo.start };
        const nextSwitches = { ...routeTo.switches };
        target.setSwitches(nextSwitches);
        setSwitches(nextSwitches);
        setStartChoice(startWith);
        const next = replay(machine, routeTo.steps, inputOf(startWith));
        show(
          next,
          routeTo.steps.map((step) => stepWords(step, machine)),
          startWith,
        );
        setFeedback(
          `Walked to ${where(next.snapshot, model)} in ${routeTo.steps.length} steps, starting as ${starts[routeTo.start]?.label}.`,
        );
      }
    : undefined;

  const rootEvents = model.transitions;
  // The storyboard replays the path walked here (or shows the main path when nothing was walked yet).
  const storyboardParams: Record<string, string> = {};
  if ('index' in startChoice && startChoice.index > 0) storyboardParams.start = String(startChoice.index);
  if ('input' in startChoice) storyboardParams.input = JSON.stringify(startChoice.input);
  if (sim.path.length) storyboardParams.path = encodePath(sim.path);
  if (Object.keys(switches).length) storyboardParams.guards = JSON.stringify(switches);

  return (
    <section className="machine">
      <div className="machine-head">
        <h1>{chart.id}</h1>
        <p className="meta">
          {codeNames ? (
            <>
              <code>{chart.exportName}</code> ·{' '}
            </>
          ) : null}
          {chart.stateCount} states · now:{' '}
          <output aria-label="Active states">
            {codeNames ? [...active].join(', ') || '(none)' : where(sim.snapshot, model)}
          </output>
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
          <p className="relations">
            At any time: {rootEvents.map((t) => (codeNames ? t.code : t.label)).join(' · ')}
          </p>
        ) : null}
        <ChangeSummary chartId={chart.id} />
      </div>
      <div className="machine-body">
        <Chart
          chartId={chart.id}
          active={active}
          selected={selected}
          onSelect={onSelect}
          focus={focus}
          screens={chartScreens ? new Set(Object.keys(shownScreens)) : undefined}
          inApp={inApp}
        />
        <div className="side">
          <ScreenPanel
            chartId={chart.id}
            machine={chart.machine}
            selected={selected}
            onSelect={onSelect}
            current={leafPaths(sim.snapshot)}
            screens={chartScreens}
            commit={screens?.commit}
            flow={flow}
            onFlow={setFlow}
            storyboardParams={storyboardParams}
          />
          <SimulationPanel
            status={sim.snapshot.status}
            stopped={sim.snapshot.status === 'error' ? plainStopError(sim.snapshot.error) : null}
            options={options}
            onChoose={onChoose}
            feedback={feedback}
            error={error}
            custom={custom}
            onCustom={setCustom}
            onSendCustom={onSendCustom}
            steps={labels}
            onBack={() => {
              show(back(sim), labels.slice(0, -1));
              setFeedback(null);
            }}
            onRestart={() => restart(startChoice)}
            onCopyLink={onCopyLink}
            copied={copied}
            starts={starts.map((s) => s.label)}
            start={'index' in startChoice ? startChoice.index : 'custom'}
            onStart={(index) => restart({ index })}
            inputText={inputText}
            onInputText={setInputText}
            onStartCustom={() => {
              try {
                restart({ input: JSON.parse(inputText || '{}') });
              } catch {
                setError('The input is not valid JSON: check quotes, commas and brackets.');
              }
            }}
            guards={guards}
            guardWords={guardWords}
            switches={switches}
            onSwitch={onSwitch}
            context={sim.snapshot.context}
            contextText={contextEdit}
            onContextText={setContextEdit}
            onApplyContext={onApplyContext}
            selected={selected}
            selectedWords={
              selected ? allStates(model).find((state) => state.path === selected)?.description : undefined
            }
            onWalkTo={onWalkTo}
          />
        </div>
      </div>
    </section>
  );
}
