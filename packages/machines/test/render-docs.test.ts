import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { collectMachines, renderMachineDocs, type SharedChart } from '../scripts/export/render-docs.ts';

/** A factory whose instances differ by id, and by an extra state when asked. */
function createPing(id = 'ping', extra = false) {
  return setup({}).createMachine({
    id,
    initial: 'idle',
    states: {
      idle: { on: { go: 'done' } },
      done: { type: 'final' },
      ...(extra ? { spare: {} } : {}),
    },
  });
}

const firstPingMachine = createPing('firstPing');
const secondPingMachine = createPing('secondPing');
const oddPingMachine = createPing('oddPing', true);
const callerMachine = setup({ actors: { ping: firstPingMachine } }).createMachine({
  id: 'caller',
  initial: 'calling',
  states: { calling: { invoke: { id: 'ping', src: 'ping', onDone: 'called' } }, called: {} },
});

const shared: SharedChart[] = [
  { exportName: 'pingMachine', origin: '`createPing(id)`', build: (id) => createPing(id) },
];

describe('renderMachineDocs with a shared chart', () => {
  const machines = collectMachines({ callerMachine, firstPingMachine, oddPingMachine, secondPingMachine });
  const files = renderMachineDocs(machines, { shared });

  it('draws the instances once, under the chart name, and a differing instance on its own', () => {
    expect([...files.keys()].sort()).toEqual([
      'README.md',
      'caller.json',
      'caller.machine.ts',
      'caller.mmd',
      'odd-ping.json',
      'odd-ping.machine.ts',
      'odd-ping.mmd',
      'ping.json',
      'ping.machine.ts',
      'ping.mmd',
    ]);
    expect(JSON.parse(files.get('ping.json') ?? '')).toMatchObject({ id: 'ping' });
    expect(files.get('ping.machine.ts')).toContain('from `createPing(id)`. Do not edit.');
  });

  it('links every instance to the shared files and notes what a machine invokes', () => {
    const readme = files.get('README.md') ?? '';
    expect(readme).toContain('| `firstPingMachine` (id `firstPing`) | 2 | [ping.json](./ping.json)');
    expect(readme).toContain('| `secondPingMachine` (id `secondPing`) | 2 | [ping.json](./ping.json)');
    expect(readme).toContain('| `oddPingMachine` (id `oddPing`) | 3 | [odd-ping.json](./odd-ping.json)');
    expect(readme).toContain('invokes `ping`: `firstPingMachine`, drawn in ping.machine.ts');
    expect(files.get('caller.machine.ts')).toContain(
      '// It invokes `ping`: `firstPingMachine`, drawn in ping.machine.ts.',
    );
  });

  it('leaves omitted exports undrawn, with the reason, and refuses an unknown one', () => {
    const withOmitted = renderMachineDocs(machines, { shared, omitted: { oddPingMachine: 'a test chart' } });
    expect(withOmitted.has('odd-ping.json')).toBe(false);
    expect(withOmitted.get('README.md')).toContain('- `oddPingMachine`: a test chart.');
    expect(() => renderMachineDocs(machines, { omitted: { missingMachine: 'gone' } })).toThrow(
      'Omitted machines that are not exported: missingMachine',
    );
  });

  it('refuses a shared chart whose files an export would also write', () => {
    const pingMachine = createPing('pingAlone', true);
    expect(() => renderMachineDocs(collectMachines({ firstPingMachine, pingMachine }), { shared })).toThrow(
      'would both be written as ping.*',
    );
  });
});
