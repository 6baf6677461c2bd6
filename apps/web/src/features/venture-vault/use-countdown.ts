/** The Venture Vault countdown on the browser's clock, to the edition's start. */
import { type CountdownParts, countdownMachine } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { actorOptions } from '../../lib/inspect.ts';

const browserNow = () => Date.now();

export function useCountdown(target: number): CountdownParts {
  const [snapshot] = useMachine(countdownMachine, { ...actorOptions(), input: { now: browserNow, target } });
  return snapshot.context.parts;
}
