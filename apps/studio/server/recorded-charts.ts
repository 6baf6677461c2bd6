/** The flows whose screens the end-to-end run records: purchases (with their checkout), password reset, application form, refund. */
import { machineCatalog } from '@lwl/machines/catalog';
import type { AnyStateMachine } from 'xstate';

const RECORDED = [
  'eventBookingMachine',
  'ventureBookingMachine',
  'mentorBookingMachine',
  'packagePurchaseMachine',
  'membershipPurchaseMachine',
  'signUpMachine',
  'passwordResetMachine',
  'applicationStepperMachine',
  'refundMachine',
];

/** Live machine id → the chart its screens belong to (checkout instances → the shared checkout chart). */
export function chartsForScreens(): Map<string, { id: string; machine: AnyStateMachine }> {
  const catalog = machineCatalog();
  const out = new Map<string, { id: string; machine: AnyStateMachine }>();
  for (const entry of catalog) {
    const invokedByRecorded = catalog.some(
      (parent) =>
        RECORDED.includes(parent.exportName) && parent.invokes.some((i) => i.exportName === entry.exportName),
    );
    if (!RECORDED.includes(entry.exportName) && !invokedByRecorded) continue;
    out.set(entry.id, { id: entry.chart.machine.id, machine: entry.chart.machine });
  }
  return out;
}
