/**
 * The pass type select of the booking dialog: Day 1 Pass, Day 2 Pass, Two-Day
 * Pass with their prices (GST included) for the buyer's member type. The choice and its message live
 * in the booking machine; the message also shows when the dialog's form is submitted with other
 * fields still invalid (the machine only hears about valid submissions).
 */
import {
  type PassChoice,
  passChoiceOf,
  passChoiceProblem,
  ventureBookingPrice,
  ventureMemberType,
} from '@lwl/machines';
import {
  formatInr,
  VENTURE_PASS_LABELS,
  VENTURE_PASS_TYPES,
  type VenturePackage,
  venturePassPrice,
} from '@lwl/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';

interface PassTypeFieldProps {
  pkg: VenturePackage;
  signedIn: boolean;
  choice: PassChoice;
  error: string | null;
  onSelect: (choice: PassChoice) => void;
}

export function PassTypeField({ pkg, signedIn, choice, error, onSelect }: PassTypeFieldProps) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const submitted = useSubmitAttempt(select);
  const memberType = ventureMemberType(signedIn);
  const price = ventureBookingPrice(pkg, choice, memberType);
  const message = error ?? (submitted ? passChoiceProblem(choice) : null);
  return (
    <>
      <FormField id={`${id}-pass`} label="Pass Type" error={message ?? undefined}>
        {(control) => (
          <select
            {...control}
            ref={select}
            className="select"
            value={choice ?? ''}
            onChange={(event) => onSelect(passChoiceOf(event.target.value))}
          >
            <option value="">Select pass type</option>
            {VENTURE_PASS_TYPES.map((type) => (
              <option key={type} value={type}>
                {VENTURE_PASS_LABELS[type]} – {formatInr(venturePassPrice(pkg, type, memberType))}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <p className="vv-booking-total" aria-live="polite">
        {price === null ? (
          'Choose a pass to see its price.'
        ) : (
          <>
            Total: <strong>{formatInr(price)}</strong> (incl. GST, {signedIn ? 'member' : 'non-member'} price)
          </>
        )}
      </p>
    </>
  );
}

/** Whether the form around the select has been submitted since the dialog opened. */
function useSubmitAttempt(select: React.RefObject<HTMLSelectElement | null>): boolean {
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    const form = select.current?.form;
    if (!form) return;
    const onSubmit = () => setSubmitted(true);
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [select]);
  return submitted;
}
