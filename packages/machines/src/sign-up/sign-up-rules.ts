import { GLOBAL_SIGNUP_DEFAULT_OPTION_ID, type MembershipPriceOption } from '@lwl/schemas';

/**
 * The duration chosen when the options load: option id 1 (membership.md §4). When the options have no
 * id 1 (the UAE options, whose default the specs do not give), the first option; none when empty.
 */
export function defaultSignUpDuration(options: readonly MembershipPriceOption[]): number | null {
  if (options.some((option) => option.id === GLOBAL_SIGNUP_DEFAULT_OPTION_ID))
    return GLOBAL_SIGNUP_DEFAULT_OPTION_ID;
  return options[0]?.id ?? null;
}
