import { describe, expect, it } from 'vitest';
import { endpoints } from '../api/endpoints.ts';
import { exampleFor } from '../api/examples.ts';
import { requiredPassword } from '../auth/password.ts';
import { TEXT_MAX } from '../constants/limits.ts';
import { updatePersonalDetailsRequestSchema } from '../profile/requests.ts';
import { optionalText, requiredEmail, requiredFullName, requiredName, requiredText } from './fields.ts';
import { maxLengthHint, textTooLong } from './messages.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text limits', () => {
  it('are names 60 (a full name 100), company 100, designation 80, city 60, e-mail 254, passwords 128, any other text 5,000, each with a clear message', () => {
    expect(TEXT_MAX).toEqual({
      name: 60,
      fullName: 100,
      company: 100,
      designation: 80,
      city: 60,
      email: 254,
      password: 128,
      text: 5000,
    });
    expect(maxLengthHint(60)).toBe('Up to 60 characters');
    expect(textTooLong(5000)).toBe('Please use at most 5,000 characters.');
    const cases = [
      [requiredName('Name is required'), TEXT_MAX.name],
      [requiredFullName('Name is required'), TEXT_MAX.fullName],
      [requiredText('Required', TEXT_MAX.city), TEXT_MAX.city],
      [requiredText('Required'), TEXT_MAX.text],
      [optionalText(), TEXT_MAX.text],
      [requiredPassword('Password is required'), TEXT_MAX.password],
    ] as const;
    for (const [schema, max] of cases) {
      expect(schema.safeParse('a'.repeat(max)).success).toBe(true);
      expect(firstMessage(schema.safeParse('a'.repeat(max + 1)))).toBe(textTooLong(max));
    }
    const email = requiredEmail();
    const at254 = `${'a'.repeat(254 - '@lwl.test'.length)}@lwl.test`;
    expect(email.safeParse(at254).success).toBe(true);
    expect(firstMessage(email.safeParse(`a${at254}`))).toBe(textTooLong(254));
  });

  it('measure the trimmed text: surrounding spaces do not count', () => {
    expect(requiredName('x').safeParse(`  ${'a'.repeat(60)}  `).success).toBe(true);
  });

  it('tie the message to the field in a form', () => {
    const result = updatePersonalDetailsRequestSchema.safeParse({
      title: 'Ms',
      first_name: 'a'.repeat(61),
      last_name: 'Rao',
      phone: '9876543210',
      email: 'asha@lwl.test',
      company_name: 'Acme',
      designation: 'CEO',
      city: 'Pune',
      pincode: '411001',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['first_name', textTooLong(60)],
    ]);
  });

  it.each(Object.entries(endpoints))('%s refuses 5,001 characters in every text field', (key, def) => {
    const example = exampleFor(key)?.input as Record<string, unknown> | undefined;
    for (const [field, value] of Object.entries(example ?? {})) {
      if (typeof value !== 'string') continue;
      const result = def.input.safeParse({ ...example, [field]: 'a'.repeat(TEXT_MAX.text + 1) });
      expect(result.success, `${key} ${field}`).toBe(false);
    }
  });
});
