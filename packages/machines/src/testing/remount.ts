/**
 * What @xstate/react 6 (`useActorRef`, `useMachine`) does to an actor on a React StrictMode remount
 * (its `stopRootWithRehydration`, then `start()` again): record every actor's snapshot in the
 * tree, stop the root (which stops the children and aborts their requests), put the recorded
 * snapshots and the system's snapshot back, and start the root, which restarts the children
 * that are 'active' in the restored snapshot.
 *
 * It writes xstate's private fields exactly as @xstate/react does; keep it in step with the
 * installed @xstate/react when that is upgraded.
 */
import type { AnyActorRef } from 'xstate';

interface Internals {
  observers: Set<unknown>;
  _processingStatus: number;
  _snapshot: unknown;
  system: { getSnapshot?: () => unknown; _snapshot: unknown };
}

const internals = (actor: AnyActorRef) => actor as unknown as Internals;

function everyActor(actor: AnyActorRef): AnyActorRef[] {
  const children: Record<string, AnyActorRef> = actor.getSnapshot().children ?? {};
  return [actor, ...Object.values(children).flatMap(everyActor)];
}

export function remount(root: AnyActorRef): void {
  const recorded = everyActor(root).map((actor) => {
    internals(actor).observers = new Set();
    return [actor, actor.getSnapshot()] as const;
  });
  const systemSnapshot = internals(root).system.getSnapshot?.();
  root.stop();
  internals(root).system._snapshot = systemSnapshot;
  for (const [actor, snapshot] of recorded) {
    internals(actor)._processingStatus = 0;
    internals(actor)._snapshot = snapshot;
  }
  root.start();
}
