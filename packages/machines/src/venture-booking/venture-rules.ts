import {
  VENTURE_PASS_TYPES,
  type VentureMemberType,
  type VenturePackage,
  type VenturePassType,
  ventureMessages,
  venturePassPrice,
} from '@lwl/schemas';

/** 'member' when a token exists, else 'non_member' (docs/product-rules.md, "Visitors and members"). */
export function ventureMemberType(signedIn: boolean): VentureMemberType {
  return signedIn ? 'member' : 'non_member';
}

/** The pass type select: nothing chosen yet (null), its empty option (''), or a pass type. */
export type PassChoice = VenturePassType | '' | null;

export function isPassType(choice: PassChoice): choice is VenturePassType {
  return choice !== null && (VENTURE_PASS_TYPES as readonly string[]).includes(choice);
}

/** The select's value as a choice: a pass type, or '' for the empty option (and anything else). */
export function passChoiceOf(value: string): Exclude<PassChoice, null> {
  return VENTURE_PASS_TYPES.find((type) => type === value) ?? '';
}

/** The select's message: 'Please select the Plan duration.' before any choice, 'Please select the day type.' for the empty option. */
export function passChoiceProblem(choice: PassChoice): string | null {
  if (choice === null) return ventureMessages.planDurationRequired;
  if (!isPassType(choice)) return ventureMessages.dayTypeRequired;
  return null;
}

/** Price of the chosen pass (rupees, GST included), or null until a pass type is chosen. */
export function ventureBookingPrice(
  pkg: VenturePackage,
  choice: PassChoice,
  memberType: VentureMemberType,
): number | null {
  return isPassType(choice) ? venturePassPrice(pkg, choice, memberType) : null;
}
