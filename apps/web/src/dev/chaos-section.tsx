/** The dev panel's Chaos section: seeded faults on the mock's API calls (`PUT /__mock/chaos`). */
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { actorOptions } from '../lib/inspect.ts';
import { chaosMachine } from './chaos-machine.ts';

export function ChaosSection() {
  const [snapshot, send] = useMachine(chaosMachine, actorOptions());
  const { settings, error } = snapshot.context;
  const busy = !snapshot.matches('ready');
  const [seed, setSeed] = useState('42');
  const [errorRate, setErrorRate] = useState('0.2');
  const [dropRate, setDropRate] = useState('0');
  const [latency, setLatency] = useState('0-300');
  const start = () => {
    const [min = 0, max = min] = latency.split('-').map((part) => Number(part.trim()));
    send({
      type: 'start',
      settings: {
        ...(seed.trim() === '' ? {} : { seed: Number(seed) }),
        errorRate: Number(errorRate),
        dropRate: Number(dropRate),
        latencyMs: [min, max],
      },
    });
  };
  return (
    <section aria-labelledby="dev-chaos-title">
      <h2 id="dev-chaos-title">Chaos</h2>
      {error ? <p className="dev-panel-error">{error}</p> : null}
      <p>
        {settings
          ? `On: seed ${settings.seed}, errors ${settings.errorRate}, drops ${settings.dropRate}, latency ${settings.latencyMs.join('–')} ms.`
          : 'Off: every call answers normally.'}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <label>
          Seed
          <input
            value={seed}
            onChange={(event) => setSeed(event.target.value)}
            inputMode="numeric"
            size={8}
          />
        </label>
        <label>
          Error rate
          <input value={errorRate} onChange={(event) => setErrorRate(event.target.value)} size={4} />
        </label>
        <label>
          Drop rate
          <input value={dropRate} onChange={(event) => setDropRate(event.target.value)} size={4} />
        </label>
        <label>
          Latency ms
          <input value={latency} onChange={(event) => setLatency(event.target.value)} size={7} />
        </label>
        <button type="submit" disabled={busy}>
          Start chaos
        </button>
        <button type="button" onClick={() => send({ type: 'stop' })} disabled={busy || settings === null}>
          Stop chaos
        </button>
      </form>
    </section>
  );
}
