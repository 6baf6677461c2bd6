import { GLOBAL_SIGNUP_DEFAULT_OPTION_ID, type MembershipPriceOption } from '@lwl/schemas';

/**
 * The duration chosen when the options load: option id 1 (docs/product-rules.md, "Membership offering").
 * When the options have no
 * id 1 (the UAE options, which name no default), the first option; none when empty.
 */
export function defaultSignUpDuration(options: readonly MembershipPriceOption[]): number | null {
  if (options.some((option) => option.id === GLOBAL_SIGNUP_DEFAULT_OPTION_ID))
    return GLOBAL_SIGNUP_DEFAULT_OPTION_ID;
  return options[0]?.id ?? null;
}
