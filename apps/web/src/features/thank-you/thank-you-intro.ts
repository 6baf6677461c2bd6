import type { Receipt } from '@lwl/schemas';
import type { ReactNode } from 'react';

/** A thank-you page's words above the receipt, or words made from it (null: no receipt to read). */
export type ThankYouIntro = ReactNode | ((receipt: Receipt | null) => ReactNode);

export const introOf = (intro: ThankYouIntro, receipt: Receipt | null): ReactNode =>
  typeof intro === 'function' ? intro(receipt) : intro;
