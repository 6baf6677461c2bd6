/**
 * The guided simulation's buttons: for every event the current state accepts, its named choices —
 * ready payloads of a person's event, answers and failures of an invoked call, "time passes" for a
 * delay. The event's own button sends the first choice.
 */
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { type AcceptedEvent, acceptedEvents } from '../simulation/simulate.ts';
import { choicesOfCall } from './call-choices.ts';
import { choicesOfEvent } from './event-choices.ts';
import type { Choice } from './machine-types.ts';

export type { Choice };

export interface EventOptions {
  event: AcceptedEvent;
  /** Never empty: an event without ready payloads offers one with no fields. */
  choices: readonly Choice[];
}

function choicesFor(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AcceptedEvent,
): readonly Choice[] {
  switch (event.kind) {
    case 'done':
    case 'error': {
      const found = choicesOfCall(event.actor ?? '', event.kind);
      return found.length > 0
        ? found
        : [{ label: event.kind === 'done' ? 'the call answers' : 'the call fails', payload: {} }];
    }
    case 'after':
      return [{ label: 'the time passes', payload: undefined }];
    default: {
      const found = choicesOfEvent(machine, event.type, snapshot.context);
      return found.length > 0 ? found : [{ label: 'send it (no fields)', payload: {} }];
    }
  }
}

export function eventOptions(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): EventOptions[] {
  return acceptedEvents(machine, snapshot).map((event) => ({
    event,
    choices: choicesFor(machine, snapshot, event),
  }));
}
