/**
 * The text fields of a member's personal details as field rows (components/ui/field-rows.tsx): the
 * membership forms' Personal Details and the profile's personal form show the same fields.
 */
import { TEXT_MAX } from '@lwl/schemas';
import type { FieldRow } from '../ui/field-rows.tsx';

export const PERSONAL_ROWS = {
  first_name: { name: 'first_name', label: 'First Name', autoComplete: 'given-name', max: TEXT_MAX.name },
  last_name: { name: 'last_name', label: 'Last Name', autoComplete: 'family-name', max: TEXT_MAX.name },
  email: { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  company_name: {
    name: 'company_name',
    label: 'Company Name',
    autoComplete: 'organization',
    max: TEXT_MAX.company,
  },
  designation: {
    name: 'designation',
    label: 'Designation',
    autoComplete: 'organization-title',
    max: TEXT_MAX.designation,
  },
} as const satisfies Record<string, FieldRow & { label: string }>;
