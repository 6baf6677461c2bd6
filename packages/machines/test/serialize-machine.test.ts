import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, not, setup } from 'xstate';
import { serializeMachine } from '../scripts/export/serialize-machine.ts';
import { toMermaid } from '../scripts/export/to-mermaid.ts';
import { toMachineSource } from '../scripts/export/to-source.ts';

const sample = setup({
  actors: { load: fromPromise(async () => 1) },
  guards: { ready: () => true },
  actions: { track: () => {} },
  delays: { wait: 500 },
}).createMachine({
  id: 'sample',
  type: 'parallel',
  states: {
    upload: {
      initial: 'idle',
      states: {
        idle: { on: { 'file.pick': [{ guard: 'ready', target: 'sending' }, { guard: not('ready') }] } },
        sending: {
          entry: 'track',
          invoke: { id: 'load', src: 'load', onDone: 'done', onError: { target: 'idle', reenter: true } },
        },
        done: { type: 'final' },
        hist: { type: 'history', history: 'deep' },
      },
      onDone: { target: '#sample.timer.stopped' },
    },
    timer: {
      initial: 'ticking',
      states: {
        ticking: { after: { wait: 'ticking', 1000: { target: 'stopped', actions: 'track' } } },
        stopped: { id: 'timerStopped', always: { guard: 'ready', target: '#sample.upload.idle' } },
      },
    },
  },
});

describe('serializeMachine', () => {
  const config = serializeMachine(sample);

  it('writes parallel, history, final, custom ids, invoke, after, always and onDone by name', () => {
    expect(config).toEqual({
      id: 'sample',
      type: 'parallel',
      delays: { wait: 500 },
      states: {
        upload: {
          initial: 'idle',
          onDone: { target: '#timerStopped' },
          states: {
            idle: { on: { 'file.pick': [{ target: 'sending', guard: 'ready' }, { guard: 'not(ready)' }] } },
            sending: {
              entry: ['track'],
              invoke: [
                {
                  id: 'load',
                  src: 'load',
                  onDone: { target: 'done' },
                  onError: { target: 'idle', reenter: true },
                },
              ],
            },
            done: { type: 'final' },
            hist: { type: 'history', history: 'deep' },
          },
        },
        timer: {
          initial: 'ticking',
          states: {
            ticking: {
              after: { wait: { target: 'ticking' }, 1000: { target: 'stopped', actions: ['track'] } },
            },
            stopped: { id: 'timerStopped', always: { target: '#sample.upload.idle', guard: 'ready' } },
          },
        },
      },
    });
  });

  it('round-trips through createMachine', () => {
    expect(serializeMachine(createMachine(config as Parameters<typeof createMachine>[0]))).toEqual(config);
  });

  it('draws parallel regions inside a composite Mermaid state', () => {
    const mmd = toMermaid(config);
    expect(
      mmd.startsWith('stateDiagram-v2\n  [*] --> sample\n  state "sample" as sample\n  state sample {\n'),
    ).toBe(true);
    expect(mmd).toContain('\n    --\n');
    expect(mmd).toContain('sample_timer_ticking --> timerStopped : after 1000 / track');
    expect(mmd).toContain('sample_upload_sending --> sample_upload_done : done load');
    expect(mmd).toContain('sample_upload_idle --> sample_upload_idle : file.pick [not(ready)]');
  });

  it('writes a createMachine module importing only xstate, its delays in setup', () => {
    const source = toMachineSource('sampleMachine', config, 'a test');
    expect(source.match(/^import .*$/gm)).toEqual(["import { setup } from 'xstate';"]);
    expect(source).toContain(
      'export const sampleMachine = setup({ delays: {\n  wait: 500,\n} }).createMachine({\n  id: "sample",\n  type: "parallel",',
    );
  });
});
