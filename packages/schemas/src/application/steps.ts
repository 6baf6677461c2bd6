import type { ApplicationField } from './requests.ts';

/**
 * The application form's four steps and the fields each asks for, in order. Which
 * question sits on which step is not shown in the spec; this grouping follows the step titles.
 */
export const APPLICATION_STEPS = [
  {
    title: 'Basic Details',
    fields: ['email', 'name', 'phone', 'date_of_birth', 'residential_address', 'work_city'],
  },
  {
    title: 'Professional Details',
    fields: [
      'current_designation',
      'company_name',
      'industry_type',
      'instagram_id',
      'linkedin_id',
      'career_phase',
      'annual_turnover',
      'employees_count',
      'professional_goals',
      'lwl_value',
      'professional_bio',
      'professional_image',
    ],
  },
  {
    title: 'Personal Details',
    fields: [
      'marital_status',
      'children_count',
      'children_age_groups',
      'household_income',
      'personal_goals',
      'resources_needed',
      'hobbies',
    ],
  },
  {
    title: 'Networking & Community',
    fields: [
      'part_of_other_orgs',
      'other_orgs_name',
      'learn_about_lwl',
      'lwl_activities',
      'why_choose_lwl',
      'inperson_event_factors',
    ],
  },
] as const satisfies readonly { title: string; fields: readonly ApplicationField[] }[];

export const APPLICATION_STEP_COUNT = APPLICATION_STEPS.length;
