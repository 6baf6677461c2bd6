/**
 * Choices of the new-member application form. Only the employee bands and the count of turnover
 * options (6) are in the specs; the other texts are not shown there, so these
 * are our own, written to read naturally on the form.
 */
export const EMPLOYEE_BANDS = ['Micro 1-10', 'Small 11-50', 'Medium 51-250', 'Large 251+'] as const;

export const ANNUAL_TURNOVER_OPTIONS = [
  'Less than ₹1 Crore',
  '₹1 Crore – ₹10 Crore',
  '₹10 Crore – ₹50 Crore',
  '₹50 Crore – ₹100 Crore',
  '₹100 Crore – ₹500 Crore',
  'Above ₹500 Crore',
] as const;

export const CAREER_PHASES = [
  'Mid-career professional',
  'Senior leader',
  'CXO / Board member',
  'Founder / Entrepreneur',
  'Career transition or break',
] as const;

export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed', 'Prefer not to say'] as const;

export const CHILDREN_COUNTS = ['0', '1', '2', '3', '4 or more'] as const;

export const CHILDREN_AGE_GROUPS = ['0–5 years', '6–12 years', '13–18 years', 'Above 18 years'] as const;

export const HOUSEHOLD_INCOMES = [
  'Less than ₹50 Lakh',
  '₹50 Lakh – ₹1 Crore',
  '₹1 Crore – ₹3 Crore',
  'Above ₹3 Crore',
  'Prefer not to say',
] as const;

export const YES_NO_OPTIONS = ['Yes', 'No'] as const;

export const LEARN_ABOUT_LWL_OPTIONS = [
  'A friend or colleague',
  'An LWL member',
  'LinkedIn',
  'Instagram',
  'An LWL event',
  'News or media',
  'Other',
] as const;

export const LWL_ACTIVITIES = [
  'Networking events',
  'Masterclasses and workshops',
  'Mentorship sessions',
  'Soirees and social evenings',
  'Retreats',
  'Virtual sessions',
  'Book and discussion circles',
  'Giving back and volunteering',
] as const;

export const WHY_CHOOSE_LWL_OPTIONS = [
  'Network with accomplished women leaders',
  'Learn and build new skills',
  'Find mentors or mentor others',
  'Grow visibility and recognition',
  'Discover business opportunities',
  'Personal growth and well-being',
] as const;

export const INPERSON_EVENT_FACTORS = [
  'Topic and speakers',
  'Venue and city',
  'Day and time',
  'Networking opportunities',
  'Ticket price',
  'Who else is attending',
] as const;
