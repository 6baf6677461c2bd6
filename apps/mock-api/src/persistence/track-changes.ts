/**
 * Change tracking over a JSON state (the store): a view whose writes are recorded as they happen, so
 * that a save costs what a call changed instead of two serializations of the whole state (one before
 * and one after the call, to compare) and a full rewrite (docs/decisions/0037).
 *
 * The state is seen as collections (arrays directly under the root or under an object directly under
 * the root: `orders`, `invoiceBook.invoices`) of records, and values (everything else: `counters.user`,
 * `invoiceBook.serials`, `seededAt`). A write anywhere inside a record marks that record changed; a
 * write inside a value marks the value; a collection whose elements move (`splice`, a shorter
 * `length`, a new array with other elements) is marked changed as a whole.
 */

/** Where a change goes: a collection's path and the record, or a value's path. */
export type Change =
  | { kind: 'record'; path: readonly string[]; index: number; value: unknown }
  | { kind: 'collection'; path: readonly string[]; value: unknown[] }
  | { kind: 'value'; path: readonly string[]; value: unknown };

/** What a target object is in the state: the owner of the writes made to it. */
type Owner =
  | { kind: 'root' }
  /** An object directly under the root: its arrays are collections, everything else values. */
  | { kind: 'container'; path: readonly string[] }
  | { kind: 'collection'; path: readonly string[] }
  | { kind: 'record'; collection: readonly string[]; record: object }
  | { kind: 'value'; path: readonly string[] };

interface Pending {
  /** Collections changed as a whole. */
  collections: Map<string, readonly string[]>;
  /** Per collection: records written, and indices written directly (an append, a replacement). */
  records: Map<string, { path: readonly string[]; objects: Set<object>; indices: Set<number> }>;
  values: Map<string, readonly string[]>;
}

export interface Tracked<S extends object> {
  /** The tracked view: read and write the state through it. */
  readonly view: S;
  /** The state itself (reads of it are not tracked: for serializing). */
  readonly target: S;
  /** Writes so far: unchanged means nothing was written. */
  version(): number;
  /** The changes since the last `take`, each with its value now; clears them. */
  take(): Change[];
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
const keyOf = (path: readonly string[]) => JSON.stringify(path);
const isIndex = (key: string | symbol): key is string =>
  typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key);

/** Starts tracking `state` (plain JSON data: objects, arrays, primitives). */
export function trackChanges<S extends object>(state: S): Tracked<S> {
  const owners = new WeakMap<object, Owner>();
  const proxies = new WeakMap<object, object>();
  const targets = new WeakMap<object, object>();
  let version = 0;
  let pending: Pending = { collections: new Map(), records: new Map(), values: new Map() };
  owners.set(state, { kind: 'root' });

  const childOwner = (parent: Owner, key: string, child: unknown): Owner => {
    switch (parent.kind) {
      case 'root':
        return Array.isArray(child)
          ? { kind: 'collection', path: [key] }
          : { kind: 'container', path: [key] };
      case 'container':
        return Array.isArray(child)
          ? { kind: 'collection', path: [...parent.path, key] }
          : { kind: 'value', path: [...parent.path, key] };
      case 'collection':
        return { kind: 'record', collection: parent.path, record: child as object };
      case 'record':
      case 'value':
        return parent;
    }
  };

  /** The state's own object behind a value read through the view (a proxy inside a new value too). */
  const unwrap = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    const target = targets.get(value);
    if (target) return target;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = unwrap(value[i]);
    } else {
      for (const key of Object.keys(value))
        (value as Record<string, unknown>)[key] = unwrap((value as Record<string, unknown>)[key]);
    }
    return value;
  };

  const markCollection = (path: readonly string[]) => pending.collections.set(keyOf(path), path);
  const recordsOf = (path: readonly string[]) => {
    const key = keyOf(path);
    let entry = pending.records.get(key);
    if (!entry) {
      entry = { path, objects: new Set(), indices: new Set() };
      pending.records.set(key, entry);
    }
    return entry;
  };

  /** A write of `key` on `target`, before it is made. False: it changes nothing. */
  const record = (target: object, key: string | symbol, value: unknown, deleting: boolean): boolean => {
    if (typeof key === 'symbol') return true;
    const owner = owners.get(target);
    const old = (target as Record<string, unknown>)[key];
    if (!deleting && Object.is(old, value)) return false;
    version += 1;
    if (!owner) return true;
    switch (owner.kind) {
      case 'root':
      case 'container': {
        const path = owner.kind === 'root' ? [key] : [...owner.path, key];
        const sameList =
          Array.isArray(old) &&
          Array.isArray(value) &&
          old.length === value.length &&
          old.every((item, i) => item === value[i]);
        if (sameList) {
          version -= 1;
          return false;
        }
        if (Array.isArray(value) || Array.isArray(old)) markCollection(path);
        else pending.values.set(keyOf(path), path);
        return true;
      }
      case 'collection': {
        const list = target as unknown[];
        if (key === 'length') {
          if (typeof value === 'number' && value < list.length) markCollection(owner.path);
        } else if (isIndex(key) && !deleting) recordsOf(owner.path).indices.add(Number(key));
        else markCollection(owner.path);
        return true;
      }
      case 'record':
        recordsOf(owner.collection).objects.add(owner.record);
        return true;
      case 'value':
        pending.values.set(keyOf(owner.path), owner.path);
        return true;
    }
  };

  const handler: ProxyHandler<object> = {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (!isObject(value) || typeof key === 'symbol') return value;
      if (!owners.has(value)) {
        const owner = owners.get(target);
        if (owner) owners.set(value, childOwner(owner, key, value));
      }
      return viewOf(value);
    },
    set(target, key, value) {
      const stored = unwrap(value);
      if (record(target, key, stored, false)) {
        const owner = owners.get(target);
        if (owner && isObject(stored) && typeof key === 'string')
          owners.set(stored, childOwner(owner, key, stored));
      }
      return Reflect.set(target, key, stored);
    },
    deleteProperty(target, key) {
      if (Object.hasOwn(target, key)) record(target, key, undefined, true);
      return Reflect.deleteProperty(target, key);
    },
  };

  function viewOf(target: object): object {
    let proxy = proxies.get(target);
    if (!proxy) {
      proxy = new Proxy(target, handler);
      proxies.set(target, proxy);
      targets.set(proxy, target);
    }
    return proxy;
  }

  const at = (path: readonly string[]): unknown =>
    path.reduce<unknown>(
      (node, key) => (isObject(node) ? (node as Record<string, unknown>)[key] : undefined),
      state,
    );

  return {
    view: viewOf(state) as S,
    target: state,
    version: () => version,
    take: () => {
      const taken = pending;
      pending = { collections: new Map(), records: new Map(), values: new Map() };
      const changes: Change[] = [];
      for (const path of taken.values.values()) changes.push({ kind: 'value', path, value: at(path) });
      for (const [key, path] of taken.collections) {
        const list = at(path);
        changes.push(
          Array.isArray(list)
            ? { kind: 'collection', path, value: list }
            : { kind: 'value', path, value: list },
        );
        taken.records.delete(key);
      }
      for (const { path, objects, indices } of taken.records.values()) {
        const list = at(path);
        if (!Array.isArray(list)) {
          changes.push({ kind: 'value', path, value: list });
          continue;
        }
        for (const object of objects) {
          const index = list.indexOf(object);
          if (index >= 0) indices.add(index);
        }
        for (const index of [...indices].sort((a, b) => a - b))
          if (index < list.length) changes.push({ kind: 'record', path, index, value: list[index] });
      }
      return changes;
    },
  };
}

/**
 * Applies changes (as `take` gave them, read back from JSON) to a state: a record at its index (an
 * append when it is the collection's length), a collection or a value replaced whole.
 */
export function applyChanges(state: object, changes: readonly Change[]): void {
  for (const change of changes) {
    const path = change.path;
    let node = state as Record<string, unknown>;
    for (const key of path.slice(0, -1)) {
      if (!isObject(node[key])) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const last = path[path.length - 1] ?? '';
    if (change.kind === 'record') {
      const list = node[last];
      if (!Array.isArray(list) || change.index > list.length)
        throw new Error(`${path.join('.')}[${change.index}]: no such place in the state`);
      list[change.index] = change.value;
    } else if (change.value === undefined) delete node[last];
    else node[last] = change.value;
  }
}
