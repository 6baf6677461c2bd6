import * as z from 'zod/mini';
import { described, optionalText, requiredEmail, requiredFullName } from '../common/fields.ts';
import { TEXT_MAX } from '../constants/limits.ts';
import { optionalPhotoFileSchema } from '../profile/photo-file.ts';
import { listField } from './list-field.ts';
import { applicationMessages } from './messages.ts';

/**
 * `POST new-member-form` (multipart), also the application form. Only email and name are required
 * (the questions marked * are not enforced, nor the 100-word bio); choice answers
 * are free text because the form's option texts are ours (see constants' application options).
 */
export const newMemberFormRequestSchema = z.object({
  email: requiredEmail(),
  name: requiredFullName(applicationMessages.nameRequired),
  phone: optionalText(),
  /** `YYYY-MM-DD` from a date input. */
  date_of_birth: optionalText(),
  residential_address: optionalText(),
  work_city: optionalText(TEXT_MAX.city),
  current_designation: optionalText(TEXT_MAX.designation),
  company_name: optionalText(TEXT_MAX.company),
  industry_type: optionalText(),
  instagram_id: described(optionalText(), "The applicant's Instagram handle, as typed (not an id of ours)."),
  linkedin_id: described(
    optionalText(),
    "The applicant's LinkedIn profile name or URL, as typed (not an id of ours).",
  ),
  career_phase: optionalText(),
  annual_turnover: optionalText(),
  employees_count: optionalText(),
  professional_goals: optionalText(),
  lwl_value: optionalText(),
  professional_bio: optionalText(),
  professional_image: optionalPhotoFileSchema,
  marital_status: optionalText(),
  children_count: optionalText(),
  children_age_groups: listField(),
  household_income: optionalText(),
  personal_goals: optionalText(),
  resources_needed: optionalText(),
  hobbies: optionalText(),
  part_of_other_orgs: optionalText(),
  other_orgs_name: optionalText(),
  learn_about_lwl: optionalText(),
  lwl_activities: listField(),
  why_choose_lwl: listField(),
  inperson_event_factors: listField(),
});
export type NewMemberFormRequest = z.input<typeof newMemberFormRequestSchema>;
export type NewMemberApplication = z.output<typeof newMemberFormRequestSchema>;
export type ApplicationField = keyof NewMemberApplication;

/** The list fields: the client sends each as repeated `key[]` entries. */
export const APPLICATION_LIST_FIELDS = [
  'children_age_groups',
  'lwl_activities',
  'why_choose_lwl',
  'inperson_event_factors',
] as const satisfies readonly ApplicationField[];
