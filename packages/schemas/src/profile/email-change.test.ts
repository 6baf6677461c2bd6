import { describe, expect, it } from 'vitest';
import { phoneInputFromApi } from '../phone/phone-value.ts';
import { profileExamples } from './examples.ts';
import { emailChanged, profileFormSchemaFor } from './forms.ts';
import { profileMessages } from './messages.ts';

const { image: _, ...request } = profileExamples['POST update-personal-details'].input;
const valid = { ...request, phone: phoneInputFromApi(request.phone) };
const original = valid.email;

describe('changing the e-mail in the account details form', () => {
  it('is a change only when the address differs beyond case and spaces', () => {
    expect(emailChanged('Asha@LWL.test', ' asha@lwl.test ')).toBe(false);
    expect(emailChanged('asha@lwl.test', 'asha2@lwl.test')).toBe(true);
  });

  it('asks for the current password, on the current_password field', () => {
    const schema = profileFormSchemaFor(original);
    expect(schema.safeParse(valid).success).toBe(true);
    const changed = schema.safeParse({ ...valid, email: 'new@lwl.test' });
    expect(changed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['current_password', profileMessages.currentPasswordRequired],
    ]);
    expect(schema.safeParse({ ...valid, email: 'new@lwl.test', current_password: '   ' }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...valid, email: 'new@lwl.test', current_password: 'Lwl@12345' }).success).toBe(
      true,
    );
  });
});
