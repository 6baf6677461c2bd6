import type { Json } from './serialize-machine.ts';

type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asList = (value: Json | undefined): JsonObject[] =>
  value === undefined ? [] : Array.isArray(value) ? value.filter(isObject) : isObject(value) ? [value] : [];

interface NodeInfo {
  /** Mermaid-safe identifier. */
  ref: string;
  key: string;
  id: string;
  parentId: string | undefined;
  node: JsonObject;
}

function mermaidId(id: string): string {
  return id.replace(/[^A-Za-z0-9_]/g, '_');
}

function collect(
  node: JsonObject,
  id: string,
  key: string,
  parentId: string | undefined,
  into: Map<string, NodeInfo>,
) {
  into.set(id, { ref: mermaidId(id), key, id, parentId, node });
  const states = node.states;
  if (isObject(states)) {
    for (const [childKey, child] of Object.entries(states)) {
      if (!isObject(child)) continue;
      const childId = typeof child.id === 'string' ? child.id : `${id}.${childKey}`;
      collect(child, childId, childKey, id, into);
    }
  }
}

function resolveTarget(target: string, source: NodeInfo, nodes: Map<string, NodeInfo>): NodeInfo | undefined {
  if (target.startsWith('#')) return nodes.get(target.slice(1));
  // '.child' is a child of the source, 'sibling' a child of its parent (by key: ids may be custom).
  const parentId = target.startsWith('.') ? source.id : source.parentId;
  const path = (target.startsWith('.') ? target.slice(1) : target).split('.');
  let current: NodeInfo | undefined = parentId === undefined ? undefined : nodes.get(parentId);
  for (const key of path) {
    const parent: NodeInfo | undefined = current;
    current = parent && [...nodes.values()].find((n) => n.parentId === parent.id && n.key === key);
  }
  return current;
}

function label(event: string, t: JsonObject): string {
  const guard = typeof t.guard === 'string' ? ` [${t.guard}]` : '';
  const actions = Array.isArray(t.actions) && t.actions.length > 0 ? ` / ${t.actions.join(', ')}` : '';
  // Mermaid treats ':' and ';' specially inside labels.
  return `${event}${guard}${actions}`.replace(/[:;]/g, ' ');
}

/** The machine config as a Mermaid `stateDiagram-v2`. */
export function toMermaid(config: JsonObject): string {
  const rootId = String(config.id);
  const nodes = new Map<string, NodeInfo>();
  collect(config, rootId, rootId, undefined, nodes);
  const lines: string[] = ['stateDiagram-v2'];

  const edgesOf = (info: NodeInfo): string[] => {
    const out: string[] = [];
    const push = (event: string, value: Json | undefined) => {
      for (const t of asList(value)) {
        const targets = typeof t.target === 'string' ? [t.target] : Array.isArray(t.target) ? t.target : [];
        const resolved = targets
          .map((x) => resolveTarget(String(x), info, nodes))
          .filter((x) => x !== undefined);
        const text = label(event, t);
        if (resolved.length === 0) out.push(`${info.ref} --> ${info.ref} : ${text}`);
        for (const target of resolved) out.push(`${info.ref} --> ${target.ref} : ${text}`);
      }
    };
    const n = info.node;
    if (isObject(n.on)) for (const [event, value] of Object.entries(n.on)) push(event, value);
    if (isObject(n.after))
      for (const [delay, value] of Object.entries(n.after)) push(`after ${delay}`, value);
    if (n.always !== undefined) push('always', n.always);
    for (const inv of asList(n.invoke)) {
      if (inv.onDone !== undefined) push(`done ${inv.src}`, inv.onDone);
      if (inv.onError !== undefined) push(`error ${inv.src}`, inv.onError);
      if (inv.onSnapshot !== undefined) push(`snapshot ${inv.src}`, inv.onSnapshot);
    }
    if (n.onDone !== undefined) push('done', n.onDone);
    return out;
  };

  const render = (info: NodeInfo, indent: string) => {
    const n = info.node;
    const kids = [...nodes.values()].filter((c) => c.parentId === info.id);
    if (info.parentId !== undefined) lines.push(`${indent}state "${info.key}" as ${info.ref}`);
    if (kids.length === 0) return;
    const inner = info.parentId === undefined ? indent : `${indent}  `;
    if (info.parentId !== undefined) lines.push(`${indent}state ${info.ref} {`);
    const regions = n.type === 'parallel' ? kids.map((k) => [k]) : [kids];
    regions.forEach((region, i) => {
      if (i > 0) lines.push(`${inner}--`);
      if (n.type !== 'parallel' && typeof n.initial === 'string') {
        const initial = kids.find((k) => k.key === n.initial);
        if (initial) lines.push(`${inner}[*] --> ${initial.ref}`);
      }
      for (const kid of region) {
        render(kid, inner);
        if (kid.node.type === 'final') lines.push(`${inner}${kid.ref} --> [*]`);
      }
    });
    if (info.parentId !== undefined) lines.push(`${indent}}`);
  };
  const root = nodes.get(rootId);
  if (root?.node.type === 'parallel') {
    // Mermaid allows `--` regions only inside a composite state: draw the root as one.
    lines.push(`  [*] --> ${root.ref}`);
    render({ ...root, parentId: '' }, '  ');
  } else if (root) render(root, '  ');
  for (const info of nodes.values()) for (const edge of edgesOf(info)) lines.push(`  ${edge}`);
  return `${lines.join('\n')}\n`;
}
