/**
 * The personal details form, shown in edit mode and loaded
 * then; the photo is checked as soon as it is chosen (2 MB, jpeg/png/gif). The mobile is a country
 * and a number; the pincode is 6 digits for an Indian mobile, a postal code otherwise.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type DraftRecord, restoredProfileFields } from '@lwl/machines';
import {
  DEFAULT_PHONE_COUNTRY,
  emailChanged,
  maxLengthHint,
  type PersonalDetails,
  PHOTO_MIME_TYPES,
  PINCODE_DIGITS,
  POSTAL_CODE_LENGTH,
  phoneInputFromApi,
  profileFormSchemaFor,
  profileMessages,
  TEXT_MAX,
  TITLES,
  type User,
} from '@lwl/schemas';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { type FieldRow, FieldRows } from '../../../components/ui/field-rows.tsx';
import { focusFirstInvalid } from '../../../components/ui/first-invalid.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormPhoneField } from '../../../components/ui/form-phone-field.tsx';
import { InputField } from '../../../components/ui/input-field.tsx';
import { Options } from '../../../components/ui/options.tsx';
import { phoneCountryDefault } from '../../../lib/browser-region.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

const TEXT_ROWS = [
  { name: 'first_name', label: 'First Name', autoComplete: 'given-name', max: TEXT_MAX.name },
  { name: 'last_name', label: 'Last Name', autoComplete: 'family-name', max: TEXT_MAX.name },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'company_name', label: 'Company', autoComplete: 'organization', max: TEXT_MAX.company },
  {
    name: 'designation',
    label: 'Designation',
    autoComplete: 'organization-title',
    max: TEXT_MAX.designation,
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2', max: TEXT_MAX.city },
] as const satisfies readonly FieldRow[];

interface PersonalFormProps {
  user: User;
  /** What she last submitted (kept across a 401), over the profile. */
  draft: DraftRecord | null;
  busy: boolean;
  onSave: (values: PersonalDetails) => void;
}

export default function PersonalForm({ user, draft, busy, onSave }: PersonalFormProps) {
  const schema = useMemo(() => profileFormSchemaFor(user.email), [user.email]);
  const form = useForm({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: restoredProfileFields(
      {
        title: user.title,
        first_name: user.first_name,
        last_name: user.last_name,
        phone: phoneInputFromApi(user.phone, phoneCountryDefault()),
        email: user.email,
        company_name: user.company_name,
        designation: user.designation,
        city: user.city,
        pincode: user.pincode,
      },
      draft,
    ),
  });

  const { register, trigger, watch } = form;
  const { errors } = form.formState;
  const indian = watch('phone.country') === DEFAULT_PHONE_COUNTRY;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSave, focusFirstInvalid)} aria-label="Personal details">
      <div className="profile-photo">
        <ProfileAvatar image={user.image} name={user.first_name} />
        <FormField
          id="profile-image"
          label="Photo"
          hint="JPEG, PNG or GIF, up to 2 MB."
          error={errors.image?.message}
          className="profile-photo-field"
        >
          {(control) => (
            <input
              {...control}
              {...register('image', { onChange: () => void trigger('image') })}
              type="file"
              accept={PHOTO_MIME_TYPES.join(',')}
              className="input"
              disabled={busy}
            />
          )}
        </FormField>
      </div>
      <fieldset className="form-grid profile-fieldset" disabled={busy}>
        <legend className="visually-hidden">Personal details</legend>
        <FormField id="profile-title" label="Title" error={errors.title?.message}>
          {(control) => (
            <select {...control} {...register('title')} className="select">
              <Options values={TITLES} />
            </select>
          )}
        </FormField>
        <FormPhoneField form={form} id="profile-phone" label="Mobile" />
        <FieldRows form={form} rows={TEXT_ROWS} idPrefix="profile" />
        <InputField
          id="profile-pincode"
          label="Pincode"
          error={errors.pincode?.message}
          hint={indian ? `${PINCODE_DIGITS} digits` : maxLengthHint(POSTAL_CODE_LENGTH.max)}
          {...register('pincode')}
          inputMode={indian ? 'numeric' : 'text'}
          maxLength={indian ? PINCODE_DIGITS : POSTAL_CODE_LENGTH.max}
          autoComplete="postal-code"
        />
        {emailChanged(user.email, watch('email')) && (
          <InputField
            id="profile-current-password"
            label={profileMessages.currentPasswordLabel}
            hint={profileMessages.currentPasswordHint}
            error={errors.current_password?.message}
            {...register('current_password')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          Save changes
        </button>
      </div>
    </form>
  );
}
