import { describe, expect, it } from 'vitest';
import {
  contactFromProfile,
  couponDialogValues,
  detailsDialogValues,
  mergeDraft,
  type ProfileContactFields,
} from './buyer-details.ts';

const titan: ProfileContactFields = {
  first_name: 'Ananya',
  last_name: 'Rao',
  phone: '9820012345',
  email: 'titan@lwl.test',
  company_name: 'Rao Ventures Pvt Ltd',
  designation: 'Managing Director',
};

describe('contactFromProfile', () => {
  it('fills the five dialog fields from the profile: full name, e-mail, company, designation, phone', () => {
    expect(contactFromProfile(titan)).toEqual({
      name: 'Ananya Rao',
      email: 'titan@lwl.test',
      company_name: 'Rao Ventures Pvt Ltd',
      designation: 'Managing Director',
      phone: '9820012345',
    });
  });

  it('leaves the phone empty when the profile has none, and trims what it copies', () => {
    expect(
      contactFromProfile({
        ...titan,
        first_name: ' Ananya ',
        last_name: '',
        phone: null,
        email: ' titan@lwl.test ',
        company_name: 'Rao Ventures ',
        designation: ' ',
      }),
    ).toEqual({
      name: 'Ananya',
      email: 'titan@lwl.test',
      company_name: 'Rao Ventures',
      designation: '',
      phone: '',
    });
  });
});

describe('detailsDialogValues', () => {
  const profile = contactFromProfile(titan);

  it('opens empty for a guest who typed nothing', () => {
    expect(detailsDialogValues({ profile: null, details: null, draft: null })).toEqual({});
  });

  it("opens with a signed-in buyer's profile", () => {
    expect(detailsDialogValues({ profile, details: null, draft: null })).toEqual(profile);
  });

  it('prefers what she submitted to her profile, and what she typed last to both, field by field', () => {
    expect(
      detailsDialogValues({
        profile,
        details: { ...profile, designation: 'Founder', coupon: 'LWL10' },
        draft: { name: 'Ananya R.', phone: '' },
      }),
    ).toEqual({ ...profile, name: 'Ananya R.', designation: 'Founder', phone: '', coupon: 'LWL10' });
  });

  it('ignores fields left undefined (an empty coupon submitted as absent)', () => {
    expect(
      detailsDialogValues({ profile: null, details: { ...profile, coupon: undefined }, draft: null }),
    ).toEqual(profile);
  });
});

describe('mergeDraft', () => {
  it('keeps the fields of the older draft that the newer one does not carry', () => {
    expect(mergeDraft({ name: 'Asha', coupon: 'LWL10' }, { coupon: '', email: 'a@b.co' })).toEqual({
      name: 'Asha',
      coupon: '',
      email: 'a@b.co',
    });
    expect(mergeDraft(null, { name: 'Asha' })).toEqual({ name: 'Asha' });
  });
});

describe('couponDialogValues', () => {
  it('opens with the coupon typed last, else the one submitted, else none', () => {
    expect(couponDialogValues({ draft: { coupon: 'LWL1' }, coupon: { coupon: 'LWL10' } })).toEqual({
      coupon: 'LWL1',
    });
    expect(couponDialogValues({ draft: { name: 'Asha' }, coupon: { coupon: 'LWL10' } })).toEqual({
      coupon: 'LWL10',
    });
    expect(couponDialogValues({ draft: null, coupon: {} })).toEqual({});
  });
});
