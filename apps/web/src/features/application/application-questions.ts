/**
 * How each application field is asked. The question texts are ours; the option lists come from
 * @lwl/schemas. `marked` are the questions the form marks with * without enforcing them; only email
 * and full name are required (docs/product-rules.md, "Membership offering").
 */
import {
  ANNUAL_TURNOVER_OPTIONS,
  type ApplicationField,
  CAREER_PHASES,
  CHILDREN_AGE_GROUPS,
  CHILDREN_COUNTS,
  EMPLOYEE_BANDS,
  HOUSEHOLD_INCOMES,
  INPERSON_EVENT_FACTORS,
  LEARN_ABOUT_LWL_OPTIONS,
  LWL_ACTIVITIES,
  MARITAL_STATUSES,
  WHY_CHOOSE_LWL_OPTIONS,
  YES_NO_OPTIONS,
} from '@lwl/schemas';

type TextKind = 'text' | 'email' | 'tel' | 'date' | 'url' | 'textarea' | 'file';
type ChoiceKind = 'radio' | 'select' | 'checkboxes';

export type Question =
  | {
      kind: TextKind;
      label: string;
      required?: boolean;
      marked?: boolean;
      hint?: string;
      autoComplete?: string;
    }
  | { kind: ChoiceKind; label: string; marked?: boolean; hint?: string; options: readonly string[] };

export const APPLICATION_QUESTIONS = {
  email: { kind: 'email', label: 'Email', required: true, autoComplete: 'email' },
  name: { kind: 'text', label: 'Full Name', required: true, autoComplete: 'name' },
  phone: { kind: 'tel', label: 'Phone Number', autoComplete: 'tel' },
  date_of_birth: { kind: 'date', label: 'Date of Birth', autoComplete: 'bday' },
  residential_address: { kind: 'textarea', label: 'Residential Address', autoComplete: 'street-address' },
  work_city: { kind: 'text', label: 'City you work in', autoComplete: 'address-level2' },
  current_designation: { kind: 'text', label: 'Current Designation', autoComplete: 'organization-title' },
  company_name: { kind: 'text', label: 'Company Name', autoComplete: 'organization' },
  industry_type: { kind: 'text', label: 'Industry' },
  instagram_id: { kind: 'text', label: 'Instagram ID' },
  linkedin_id: { kind: 'text', label: 'LinkedIn Profile' },
  career_phase: {
    kind: 'radio',
    label: 'Which phase of your career are you in?',
    marked: true,
    options: CAREER_PHASES,
  },
  annual_turnover: {
    kind: 'select',
    label: 'Annual turnover of your company',
    marked: true,
    options: ANNUAL_TURNOVER_OPTIONS,
  },
  employees_count: { kind: 'radio', label: 'Number of employees', marked: true, options: EMPLOYEE_BANDS },
  professional_goals: { kind: 'textarea', label: 'Your professional goals for the next two years' },
  lwl_value: { kind: 'textarea', label: 'What value would you like LWL to add to your journey?' },
  professional_bio: {
    kind: 'textarea',
    label: 'Professional bio',
    hint: 'About 100 words.',
  },
  professional_image: { kind: 'file', label: 'Professional photo', hint: 'JPEG, PNG or GIF, up to 2 MB.' },
  marital_status: { kind: 'radio', label: 'Marital status', marked: true, options: MARITAL_STATUSES },
  children_count: { kind: 'radio', label: 'Number of children', marked: true, options: CHILDREN_COUNTS },
  children_age_groups: {
    kind: 'checkboxes',
    label: 'Age groups of your children',
    options: CHILDREN_AGE_GROUPS,
  },
  household_income: {
    kind: 'select',
    label: 'Annual household income',
    marked: true,
    options: HOUSEHOLD_INCOMES,
  },
  personal_goals: { kind: 'textarea', label: 'Your personal goals' },
  resources_needed: { kind: 'textarea', label: 'What resources or support would help you most?' },
  hobbies: { kind: 'textarea', label: 'Hobbies and interests' },
  part_of_other_orgs: {
    kind: 'radio',
    label: 'Are you part of other professional networks or organisations?',
    marked: true,
    options: YES_NO_OPTIONS,
  },
  other_orgs_name: { kind: 'text', label: 'If yes, which ones?' },
  learn_about_lwl: {
    kind: 'select',
    label: 'How did you learn about LWL?',
    marked: true,
    options: LEARN_ABOUT_LWL_OPTIONS,
  },
  lwl_activities: {
    kind: 'checkboxes',
    label: 'Which LWL activities interest you?',
    marked: true,
    options: LWL_ACTIVITIES,
  },
  why_choose_lwl: {
    kind: 'checkboxes',
    label: 'Why do you choose LWL?',
    marked: true,
    options: WHY_CHOOSE_LWL_OPTIONS,
  },
  inperson_event_factors: {
    kind: 'checkboxes',
    label: 'What matters most when you choose an in-person event?',
    options: INPERSON_EVENT_FACTORS,
  },
} as const satisfies Record<ApplicationField, Question>;
