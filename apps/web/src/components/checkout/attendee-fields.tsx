/**
 * The ticket holders of an event order of more than one ticket (docs/product-rules.md "Ticket
 * holders"): per ticket, its holder's name (required) and e-mail (optional), each group titled
 * 'Ticket N of M'. Ids are `${idPrefix}-attendee-N-name` / `-email`; field names
 * `attendees.N.name` / `attendees.N.email` (the form's), so a refused submit focuses the first one
 * invalid. Messages come from `attendeesFormField` of @lwl/schemas.
 */
import { attendeeMessages, maxLengthHint, TEXT_MAX } from '@lwl/schemas';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '../ui/input-field.tsx';
import './attendee-fields.css';

type HolderError = { name?: Pick<FieldError, 'message'>; email?: Pick<FieldError, 'message'> };

export interface AttendeeFieldsProps {
  idPrefix: string;
  count: number;
  register: (name: `attendees.${number}.name` | `attendees.${number}.email`) => UseFormRegisterReturn;
  /** The form's `errors.attendees`: per holder, or one message for the list. */
  errors: readonly (HolderError | undefined)[] | { message?: string } | undefined;
}

export function AttendeeFields({ idPrefix, count, register, errors }: AttendeeFieldsProps) {
  const intro = `${idPrefix}-holders-intro`;
  const perHolder: readonly (HolderError | undefined)[] = Array.isArray(errors) ? errors : [];
  const listError = errors !== undefined && 'message' in errors ? errors.message : undefined;
  return (
    <fieldset className="span-2 attendee-fields" aria-describedby={intro}>
      <legend className="attendee-fields-legend">{attendeeMessages.legend}</legend>
      <p id={intro} className="fine-print-xs">
        {attendeeMessages.intro}
      </p>
      {listError ? (
        <p className="field-error" role="alert">
          {listError}
        </p>
      ) : null}
      {Array.from({ length: count }, (_, i) => {
        const id = `${idPrefix}-attendee-${i + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: one group per ticket, in ticket order
          <fieldset key={i} className="attendee-holder form-grid">
            <legend className="attendee-holder-title">{attendeeMessages.holderTitle(i + 1, count)}</legend>
            <InputField
              id={`${id}-name`}
              label={attendeeMessages.nameLabel}
              hint={maxLengthHint(TEXT_MAX.fullName)}
              error={perHolder[i]?.name?.message}
              {...register(`attendees.${i}.name`)}
              maxLength={TEXT_MAX.fullName}
              autoComplete={i === 0 ? 'name' : 'off'}
            />
            <InputField
              id={`${id}-email`}
              label={attendeeMessages.emailLabel}
              error={perHolder[i]?.email?.message}
              {...register(`attendees.${i}.email`)}
              type="email"
              autoComplete={i === 0 ? 'email' : 'off'}
            />
          </fieldset>
        );
      })}
    </fieldset>
  );
}
