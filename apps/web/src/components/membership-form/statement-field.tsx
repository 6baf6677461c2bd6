/** The optional 'Statement of Purpose' of the membership forms (purchase and sign-up). */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextareaField } from '../ui/input-field.tsx';

export function StatementField({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<'statement_of_purpose'>;
}) {
  return (
    <TextareaField id={id} label="Statement of Purpose" hint="Optional" error={error} {...registration} />
  );
}
