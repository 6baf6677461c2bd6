/** The live actors as a tree: each under the actor that spawned or invoked it. */

import { liveStateWords } from './live-words.ts';
import type { LiveActor } from './protocol.ts';

export const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function Branch({
  actor,
  childrenOf,
  selected,
  onSelect,
}: {
  actor: LiveActor;
  childrenOf: Map<string, LiveActor[]>;
  selected: string | undefined;
  onSelect: (sessionId: string) => void;
}) {
  const children = childrenOf.get(actor.sessionId) ?? [];
  if (!actor.machineId) {
    // A call (promise) or callback the machine invoked: its name and whether it finished.
    return (
      <li className="actor-call">
        <span>{actor.id ?? 'a call'}</span> <span className="meta">call</span>{' '}
        <span className="badge">{actor.status ?? 'started'}</span>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        aria-pressed={actor.sessionId === selected}
        onClick={() => onSelect(actor.sessionId)}
        className="actor"
      >
        <strong>{actor.machineId}</strong>{' '}
        <span className="meta">{liveStateWords(actor.machineId, actor.value) ?? valueText(actor.value)}</span>{' '}
        <span className="badge">{actor.status}</span>
      </button>
      {children.length > 0 ? (
        <ul aria-label={`Started by ${actor.machineId}`}>
          {children.map((child) => (
            <Branch
              key={child.sessionId}
              actor={child}
              childrenOf={childrenOf}
              selected={selected}
              onSelect={onSelect}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function ActorTree({
  actors,
  selected,
  onSelect,
}: {
  actors: readonly LiveActor[];
  selected: string | undefined;
  onSelect: (sessionId: string) => void;
}) {
  const known = new Set(actors.map((a) => a.sessionId));
  const childrenOf = new Map<string, LiveActor[]>();
  const roots: LiveActor[] = [];
  for (const actor of actors) {
    if (actor.parentId && known.has(actor.parentId)) {
      childrenOf.set(actor.parentId, [...(childrenOf.get(actor.parentId) ?? []), actor]);
    } else {
      roots.push(actor);
    }
  }
  return (
    <ul className="actors" aria-label="Live actors">
      {actors.length === 0 ? <li>No actor yet.</li> : null}
      {roots.map((actor) => (
        <Branch
          key={actor.sessionId}
          actor={actor}
          childrenOf={childrenOf}
          selected={selected}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
}
