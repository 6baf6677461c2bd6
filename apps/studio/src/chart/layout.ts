/**
 * Automatic layout with ELK (layered, boxes inside boxes): every state a node, compound and parallel
 * states containing their children, every targeted transition an edge with its label. Transitions
 * without a target only run actions: they are listed inside their state instead of drawn as arrows.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { type ChartState, type ChartTransition, eventLabel } from '../model/chart-model.ts';

export type LaidOutState = {
  state: ChartState;
  /** Parent state's path, undefined for top-level states. */
  parent?: string;
  /** Relative to the parent. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Targetless transitions, written inside the box. */
  internal: ChartTransition[];
  /** A region of a parallel state (all of them are active at once). */
  region: boolean;
  /** The state its parent (or the machine) starts in. */
  initial: boolean;
};

export type LaidOutEdge = {
  id: string;
  source: string;
  target: string;
  transition: ChartTransition;
  /** Route in absolute coordinates. */
  points: Array<{ x: number; y: number }>;
  /** The label as drawn: what happens in words, wrapped (after a delay, the delay first). */
  lines: string[];
  /** The label in code names: the event, its guard, then one action a line. */
  codeLines: string[];
  label: { x: number; y: number; width: number; height: number };
};

export interface Layout {
  states: LaidOutState[];
  edges: LaidOutEdge[];
}

// Sizes of the chart's text at zoom 1 (studio.css): 12 px monospace lines and labels (7.2 px a
// character, counted generously), 12.5 px descriptions wrapped at DESCRIPTION_CHARS.
const CHAR = 7.4;
const LINE = 18;
const HEADER = 34;
const DESCRIPTION_LINE = 17;
const DESCRIPTION_CHARS = 34;
const DESCRIPTION_CHAR = 7;

const textWidth = (text: string) => Math.ceil(text.length * CHAR);
const internalOf = (state: ChartState) => state.transitions.filter((t) => t.targets.length === 0);

/** A description cut into lines of at most DESCRIPTION_CHARS characters, at spaces. */
export function wrapDescription(text: string | undefined): string[] {
  if (!text) return [];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > DESCRIPTION_CHARS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A text cut into lines of at most `width` characters, at spaces. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const WORDS_CHARS = 30;

/** An arrow's label in words: "after 3 s:" for a delay, then its description in short lines. */
function wordLines(t: ChartTransition): string[] {
  if (!t.description) return labelLines(t);
  return [
    ...(t.kind === 'after' ? [`${eventLabel(t)}:`] : []),
    ...wrapText(t.description, WORDS_CHARS),
    ...(t.messages ?? []).flatMap((message) => wrapText(`“${message}”`, WORDS_CHARS)),
  ];
}

/** What a state lists under its description, in words: what runs on entering and leaving, its own arrows. */
export function stateWordLines(state: ChartState): string[][] {
  return [
    ...state.invokes.map((inv) => [`Runs the ${inv.src} flow →`]),
    ...(state.entryWords?.length
      ? [wrapText(`On entering: ${state.entryWords.join('; ')}`, DESCRIPTION_CHARS)]
      : []),
    ...(state.exitWords?.length
      ? [wrapText(`On leaving: ${state.exitWords.join('; ')}`, DESCRIPTION_CHARS)]
      : []),
    ...internalOf(state).map((t) =>
      wrapText([t.label, ...(t.messages ?? []).map((m) => `“${m}”`)].join(' '), DESCRIPTION_CHARS),
    ),
  ];
}

/** An arrow's label in short lines: `done: requestRefund`, `[isEligible]`, `/ showToast`, `reloadList`. */
function labelLines(t: ChartTransition): string[] {
  return [
    eventLabel(t),
    ...(t.guard ? [t.kind === 'always' ? `when ${t.guard}` : `[${t.guard}]`] : []),
    ...t.actions.map((action, i) => (i === 0 ? `/ ${action}` : `  ${action}`)),
  ];
}

/** The monospace lines a state lists under its name and description. */
function stateLines(state: ChartState): string[] {
  return [
    ...(state.entry?.length ? [`entry / ${state.entry.join(', ')}`] : []),
    ...(state.exit?.length ? [`exit / ${state.exit.join(', ')}`] : []),
    ...state.invokes.map((inv) => `invoke ${inv.src}`),
    ...internalOf(state).map((t) => t.code),
    ...(state.tags.length ? [`tags: ${state.tags.join(', ')}`] : []),
  ];
}

function toElkNode(state: ChartState): ElkNode {
  const lines = stateLines(state);
  const description = wrapDescription(state.description);
  const words = stateWordLines(state).flat();
  // Room for the initial marker, the key and its badges (final, parallel, region, screen or "no test").
  const width = Math.max(
    170,
    textWidth(state.key) + 150,
    ...lines.map((l) => textWidth(l) + 28),
    ...[...description, ...words].map((l) => Math.ceil(l.length * DESCRIPTION_CHAR) + 28),
  );
  // Room for either form (code names are shown on demand in the same boxes).
  const body =
    Math.max(lines.length * LINE, words.length * DESCRIPTION_LINE) + description.length * DESCRIPTION_LINE;
  const height = HEADER + body + 10;
  if (state.children.length === 0) return { id: state.path, width, height };
  return {
    id: state.path,
    layoutOptions: {
      'elk.padding': `[top=${HEADER + body + 14},left=20,bottom=20,right=20]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width}, ${height})`,
      ...(state.type === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
    },
    children: state.children.map(toElkNode),
  };
}

/** The deepest state containing both ends (edges are declared there, as ELK expects). */
function containerOf(source: string, target: string): string {
  const a = source.split('.');
  const b = target.split('.');
  const common: string[] = [];
  for (let i = 0; i < Math.min(a.length, b.length) - 1; i++) {
    if (a[i] !== b[i]) break;
    common.push(a[i] as string);
  }
  // A self-loop or an arrow to an ancestor/descendant is declared in the outer one's parent.
  if (source === target || target.startsWith(`${source}.`) || source.startsWith(`${target}.`)) {
    const outer = source.length <= target.length ? source : target;
    return outer.split('.').slice(0, -1).join('.');
  }
  return common.join('.');
}

export async function layOut(root: ChartState): Promise<Layout> {
  const elkRoot: ElkNode = {
    id: '',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeRouting': 'POLYLINE',
      // Keep the machine's own order (states as declared): the first step on top, back-edges going up.
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.spacing.nodeNode': '32',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeEdge': '12',
      'elk.edgeLabels.inline': 'false',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: root.children.map(toElkNode),
  };
  const byPath = new Map<string, ElkNode>([['', elkRoot]]);
  const index = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      byPath.set(child.id, child);
      index(child);
    }
  };
  index(elkRoot);

  const transitions = new Map<string, ChartTransition>();
  const visit = (state: ChartState) => {
    // The root's own transitions have no box to start from: the view lists them beside the chart.
    if (state.path !== '')
      state.transitions.forEach((t, i) => {
        for (const target of t.targets) {
          const id = `${t.source}|${i}|${target}`;
          transitions.set(id, t);
          const container = byPath.get(containerOf(t.source, target)) ?? elkRoot;
          const code = labelLines(t);
          const words = wordLines(t);
          const edge: ElkExtendedEdge = {
            id,
            sources: [t.source],
            targets: [target],
            labels: [
              {
                text: t.label,
                width:
                  Math.max(
                    ...code.map(textWidth),
                    ...words.map((l) => Math.ceil(l.length * DESCRIPTION_CHAR)),
                  ) + 6,
                height: Math.max(code.length * LINE, words.length * DESCRIPTION_LINE),
              },
            ],
          };
          container.edges = [...(container.edges ?? []), edge];
        }
      });
    state.children.forEach(visit);
  };
  visit(root);

  const laid = await new ELK().layout(elkRoot);

  const states: LaidOutState[] = [];
  const statesOf = new Map<string, ChartState>();
  const record = (state: ChartState) => {
    statesOf.set(state.path, state);
    state.children.forEach(record);
  };
  record(root);
  const edges: LaidOutEdge[] = [];
  const collect = (node: ElkNode, parent: string | undefined) => {
    const parallel = statesOf.get(node.id)?.type === 'parallel';
    const initialKey = statesOf.get(node.id)?.initial;
    for (const edge of node.edges ?? []) {
      const section = edge.sections?.[0];
      const transition = transitions.get(edge.id);
      const label = edge.labels?.[0];
      if (!section || !transition) continue;
      edges.push({
        id: edge.id,
        source: edge.sources[0] as string,
        target: edge.targets[0] as string,
        transition,
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint],
        lines: wordLines(transition),
        codeLines: labelLines(transition),
        label: {
          x: label?.x ?? section.startPoint.x,
          y: label?.y ?? section.startPoint.y,
          width: label?.width ?? 0,
          height: label?.height ?? 0,
        },
      });
    }
    for (const child of node.children ?? []) {
      const state = statesOf.get(child.id);
      if (!state) continue;
      states.push({
        state,
        ...(parent !== undefined ? { parent } : {}),
        x: child.x ?? 0,
        y: child.y ?? 0,
        width: child.width ?? 0,
        height: child.height ?? 0,
        internal: internalOf(state),
        region: parallel,
        initial: initialKey === state.key,
      });
      collect(child, child.id);
    }
  };
  collect(laid, undefined);
  return { states, edges };
}
