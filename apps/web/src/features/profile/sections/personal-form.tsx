/**
 * The personal details form (platform.md §2 "Account details", §5), shown in edit mode and loaded
 * then; the photo is checked as soon as it is chosen (2 MB, jpeg/png/gif).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailChanged,
  INDIA_PHONE_PREFIX,
  type PersonalDetails,
  PHOTO_MIME_TYPES,
  profileFormSchemaFor,
  profileMessages,
  TITLES,
  type User,
} from '@lwl/schemas';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { InputField, PHONE_INPUT } from '../../../components/ui/input-field.tsx';
import { Options } from '../../../components/ui/options.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';

const TEXT_FIELDS = [
  { name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'company_name', label: 'Company', autoComplete: 'organization' },
  { name: 'designation', label: 'Designation', autoComplete: 'organization-title' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'pincode', label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
] as const;

interface PersonalFormProps {
  user: User;
  busy: boolean;
  onSave: (values: PersonalDetails) => void;
}

export default function PersonalForm({ user, busy, onSave }: PersonalFormProps) {
  const schema = useMemo(() => profileFormSchemaFor(user.email), [user.email]);
  const {
    register,
    handleSubmit,
    trigger,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      title: user.title,
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone ?? '',
      email: user.email,
      company_name: user.company_name,
      designation: user.designation,
      city: user.city,
      pincode: user.pincode,
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} aria-label="Personal details">
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
        <FormField id="profile-phone" label="Mobile" error={errors.phone?.message}>
          {(control) => (
            <div className="input-group">
              <span className="input-group-prefix">{INDIA_PHONE_PREFIX}</span>
              <input {...control} {...register('phone')} {...PHONE_INPUT} className="input" />
            </div>
          )}
        </FormField>
        {TEXT_FIELDS.map((field) => (
          <InputField
            key={field.name}
            id={`profile-${field.name}`}
            label={field.label}
            error={errors[field.name]?.message}
            {...register(field.name)}
            type={'type' in field ? field.type : 'text'}
            inputMode={'inputMode' in field ? field.inputMode : undefined}
            autoComplete={field.autoComplete}
          />
        ))}
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
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Save changes
        </button>
      </div>
    </form>
  );
}
