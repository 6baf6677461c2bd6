import { join } from 'node:path';
import { guardName, machineCatalog } from '@lwl/machines/catalog';
import { toDirectedGraph } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { allStates, chartModel } from '../src/model/chart-model.ts';
import { machineDescriptions } from '../vite/descriptions.ts';

type GraphNode = ReturnType<typeof toDirectedGraph>;

const charts = [...new Map(machineCatalog().map((e) => [e.chart.machine.id, e.chart])).values()];
const strip = (id: string, machine: AnyStateMachine) =>
  id === machine.id ? '' : id.slice(machine.id.length + 1);

function graphStates(node: GraphNode, machine: AnyStateMachine): string[] {
  return [strip(node.id, machine), ...node.children.flatMap((child) => graphStates(child, machine))];
}

/** Edges as "source --event [guard]--> target" (a targetless transition points at its source, as in @xstate/graph). */
function graphEdges(node: GraphNode, machine: AnyStateMachine): string[] {
  const own = node.edges.map((edge) => {
    const guard = guardName(edge.transition.guard);
    return `${strip(edge.source.id, machine)} --${edge.label.text}${guard ? ` [${guard}]` : ''}--> ${strip(edge.target.id, machine)}`;
  });
  return [...own, ...node.children.flatMap((child) => graphEdges(child, machine))];
}

describe("the studio's chart model", () => {
  it('lists the same machines as docs/machines', () => {
    expect(charts.map((c) => c.fileName).sort()).toEqual(
      expect.arrayContaining(['checkout', 'password-reset', 'refund', 'application-stepper']),
    );
    expect(charts.length).toBeGreaterThan(15);
  });

  for (const { machine, exportName } of charts) {
    it(`matches @xstate/graph for ${exportName}: states, transitions and guards`, () => {
      const model = chartModel(machine);
      const graph = toDirectedGraph(machine);
      expect(allStates(model).map((s) => s.path)).toEqual(graphStates(graph, machine));

      const modelEdges = allStates(model).flatMap((state) =>
        state.transitions
          .filter((t) => t.kind !== 'always')
          .flatMap((t) =>
            (t.targets.length ? t.targets : [t.source]).map(
              (target) => `${t.source} --${t.event}${t.guard ? ` [${t.guard}]` : ''}--> ${target}`,
            ),
          ),
      );
      expect(modelEdges.sort()).toEqual(graphEdges(graph, machine).sort());
    });
  }

  it('gives every chart a description from its doc comment', () => {
    const descriptions = machineDescriptions(
      join(import.meta.dirname, '..', '..', '..', 'packages', 'machines', 'src'),
    );
    for (const { exportName } of charts) {
      const factory = `create${exportName[0]?.toUpperCase()}${exportName.slice(1)}`;
      expect(descriptions[exportName] ?? descriptions[factory], exportName).toMatch(/\w{3,}/);
    }
  });
});
