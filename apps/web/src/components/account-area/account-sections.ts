/** The account area's side menu; Account details is the default. */
export const PROFILE_SECTIONS = [
  { id: 'membership', label: 'Membership Details' },
  { id: 'events', label: 'Events details' },
  { id: 'mentors', label: 'Mentors details' },
  { id: 'account', label: 'Account details' },
  { id: 'packages', label: 'Package Details' },
] as const;

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];
const DEFAULT_PROFILE_SECTION: ProfileSectionId = 'account';

export function profileSectionOf(value: string | null): ProfileSectionId {
  return PROFILE_SECTIONS.find((section) => section.id === value)?.id ?? DEFAULT_PROFILE_SECTION;
}
