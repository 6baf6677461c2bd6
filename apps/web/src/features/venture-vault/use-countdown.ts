/** The Venture Vault countdown (platform.md §4, §9) on the browser's clock. */
import { type CountdownParts, countdownMachine } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { actorOptions } from '../../lib/inspect.ts';

const browserNow = () => Date.now();

export function useCountdown(): CountdownParts {
  const [snapshot] = useMachine(countdownMachine, { ...actorOptions(), input: { now: browserNow } });
  return snapshot.context.parts;
}
