/**
 * A react-hook-form resolver that validates the form's values together with fields a machine owns
 * (the membership city and the duration live in the purchase and sign-up machines, not in the form),
 * so the package's form schema checks them with its own messages and shows them under their selects.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export function withMachineFields<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  machineFields: () => Partial<TValues>,
): Resolver<TValues, TContext, TOutput> {
  return (values, context, options) => resolver({ ...values, ...machineFields() }, context, options);
}
