import * as z from 'zod/mini';
import { preprocess } from '../common/preprocess.ts';
import { INDIA_STATES, TITLES } from '../constants/index.ts';
import { profileMessages } from './messages.ts';

/** Empty or blank strings mean "nothing chosen" (an untouched select sends ''). */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A select whose value must be one of `values`; nothing chosen gives `message` too. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  preprocess(blankToUndefined, z.enum(values, { error: message }));

/** A select that may be left empty; when chosen, the value must be one of `values`. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  preprocess(blankToUndefined, z.optional(z.enum(values, { error: message })));

/** Title select: Mr or Ms (platform.md §9). */
export const titleSchema = requiredChoice(TITLES, profileMessages.titleRequired);

/** GST state: one of the 30 Indian states, or none (GST fields are otherwise not validated). */
export const gstStateSchema = optionalChoice(INDIA_STATES, profileMessages.gstStateInvalid);
