import type { AnyActorLogic } from 'xstate';

/**
 * Stands for an actor logic that is not loaded yet: every property read goes to `current()`, so
 * XState (and the studio's inspector, which reads the machine's id) see the real logic. The machine
 * that invokes it must first wait for the load (deferred-checkout.ts); an earlier use throws.
 */
export function forwardingLogic<TLogic extends AnyActorLogic>(
  current: () => TLogic | undefined,
  name: string,
): TLogic {
  const logic = (): TLogic => {
    const loaded = current();
    if (loaded === undefined) throw new Error(`'${name}' was used before its code loaded`);
    return loaded;
  };
  return new Proxy({} as TLogic, {
    get: (_, key) => Reflect.get(logic(), key),
    has: (_, key) => Reflect.has(logic(), key),
  });
}
