import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words.ts';

describe('amount in words (Indian numbering)', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [21, 'Twenty-One'],
    [100, 'One Hundred'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1000, 'One Thousand'],
    [9000, 'Nine Thousand'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_000, 'One Lakh'],
    [1_29_800, 'One Lakh Twenty-Nine Thousand Eight Hundred'],
    [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [1_00_00_000, 'One Crore'],
    [2_05_00_050, 'Two Crore Five Lakh Fifty'],
    [99_99_99_999, 'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_25_00_00_000, 'One Hundred Twenty-Five Crore'],
  ])('%i → %s', (n, words) => {
    expect(indianNumberInWords(n)).toBe(words);
  });

  it('spells rupees and paise, or dollars and cents', () => {
    expect(amountInWords(12_980_000, 'INR')).toBe('Rupees One Lakh Twenty-Nine Thousand Eight Hundred Only');
    expect(amountInWords(137_288, 'INR')).toBe(
      'Rupees One Thousand Three Hundred Seventy-Two and Paise Eighty-Eight Only',
    );
    expect(amountInWords(5, 'INR')).toBe('Rupees Zero and Paise Five Only');
    expect(amountInWords(0, 'INR')).toBe('Rupees Zero Only');
    expect(amountInWords(82_050, 'USD')).toBe('US Dollars Eight Hundred Twenty and Cents Fifty Only');
  });

  it('refuses fractions and negatives', () => {
    expect(() => amountInWords(10.5, 'INR')).toThrow(RangeError);
    expect(() => indianNumberInWords(-1)).toThrow(RangeError);
  });
});
