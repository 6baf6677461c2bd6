/**
 * The buyer's contact fields (Name, Email, Company Name, Designation, Phone Number with +91) shared by
 * the purchase dialog and the free-session dialog. Ids are `${idPrefix}-name` … `${idPrefix}-phone`.
 */
import { INDIA_PHONE_PREFIX, PHONE_MAX_DIGITS, type PurchaseContact } from '@lwl/schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../ui/form-field.tsx';

type ContactField = keyof PurchaseContact;

export interface ContactFieldsProps {
  idPrefix: string;
  register: (name: ContactField) => UseFormRegisterReturn;
  errors: Partial<Record<ContactField, { message?: string | undefined } | undefined>>;
}

export function ContactFields({ idPrefix, register, errors }: ContactFieldsProps) {
  const field = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <FormField id={field('name')} label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} className="input" autoComplete="name" />}
      </FormField>
      <FormField id={field('email')} label="Email" error={errors.email?.message}>
        {(control) => (
          <input {...control} {...register('email')} type="email" className="input" autoComplete="email" />
        )}
      </FormField>
      <FormField id={field('company')} label="Company Name" error={errors.company_name?.message}>
        {(control) => (
          <input {...control} {...register('company_name')} className="input" autoComplete="organization" />
        )}
      </FormField>
      <FormField id={field('designation')} label="Designation" error={errors.designation?.message}>
        {(control) => (
          <input
            {...control}
            {...register('designation')}
            className="input"
            autoComplete="organization-title"
          />
        )}
      </FormField>
      <FormField id={field('phone')} label="Phone Number" error={errors.phone?.message}>
        {(control) => (
          <div className="input-group">
            <span className="input-group-prefix" aria-hidden="true">
              {INDIA_PHONE_PREFIX}
            </span>
            <input
              {...control}
              {...register('phone')}
              type="tel"
              inputMode="numeric"
              maxLength={PHONE_MAX_DIGITS}
              className="input"
              autoComplete="tel-national"
            />
          </div>
        )}
      </FormField>
    </>
  );
}
