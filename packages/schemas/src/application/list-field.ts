import * as z from 'zod/mini';
import { textTooLong } from '../common/messages.ts';
import { preprocess } from '../common/preprocess.ts';
import { TEXT_MAX } from '../constants/limits.ts';
import { applicationMessages } from './messages.ts';

/** At most this many choices in one answer (more than any list of options offers; `tooManyChoices`). */
const MAX_CHOICES = 50;

/**
 * A multiple-choice answer. The client sends a list as repeated `key[]` entries, so the server sees
 * a single string for one choice and an array for several; a form's checkbox group gives an array (or
 * false when none is ticked). All become a list of the non-blank choices, `[]` when none.
 */
export const listField = () =>
  preprocess(
    (v) => {
      if (v === undefined || v === null || v === false || v === '') return [];
      return Array.isArray(v) ? v : [v];
    },
    z.pipe(
      z
        .array(z.string().check(z.trim(), z.maxLength(TEXT_MAX.text, { error: textTooLong(TEXT_MAX.text) })))
        .check(z.maxLength(MAX_CHOICES, { error: applicationMessages.tooManyChoices })),
      z.transform((items) => items.filter((item) => item !== '')),
    ),
  );
