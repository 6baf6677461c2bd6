/**
 * Code a page needs only once the user acts, not for its first paint. The form schemas, their zod
 * resolver and the API endpoint table are only used when a form validates (on blur or submit) and when
 * a machine's call runs (zod itself comes with the shell, docs/decisions/0030), so a form page keeps
 * them in a `<flow>-schemas.ts` module loaded with
 * `deferred(() => import('./<flow>-schemas.ts'))`: the download starts at the user's first input on
 * the page (a press, a key, typed text: lib/page-loaded.ts), or at the first call if that comes
 * sooner, and every caller awaits the same promise.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import { firstInput } from './page-loaded.ts';

/** Starts `load` at the first input; the getter returns its promise (and loads again after a failed download). */
export function deferred<T>(load: () => Promise<T>, start: Promise<unknown> = firstInput): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const get = (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  // The caller that awaits reports a failure; this early start must not surface it twice.
  void start.then(() => get().catch(() => undefined));
  return get;
}

/** A react-hook-form resolver whose implementation (zodResolver and its schema) is loaded on first use. */
export function deferredResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => (await load())(values, context, options);
}
