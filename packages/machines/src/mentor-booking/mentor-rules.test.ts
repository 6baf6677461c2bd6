import { describe, expect, it } from 'vitest';
import { canBookMentor, mentorSessionPrice, showsFreeSession } from './mentor-rules.ts';

const open = { allow_non_member: true, session_price_without_gst: 3000, non_member_price_without_gst: 4500 };
const membersOnly = { ...open, allow_non_member: false };

describe('mentor booking rules', () => {
  it('allows booking when signed in or when the mentor allows non-members', () => {
    expect(canBookMentor(true, membersOnly)).toBe(true);
    expect(canBookMentor(false, open)).toBe(true);
    expect(canBookMentor(false, membersOnly)).toBe(false);
  });

  it('shows the free-session button under the same rule', () => {
    expect(showsFreeSession(true, membersOnly)).toBe(true);
    expect(showsFreeSession(false, open)).toBe(true);
    expect(showsFreeSession(false, membersOnly)).toBe(false);
  });

  it('shows non-members the non-member price where allowed, members the session price', () => {
    expect(mentorSessionPrice(false, open)).toBe(4500);
    expect(mentorSessionPrice(true, open)).toBe(3000);
    expect(mentorSessionPrice(false, membersOnly)).toBe(3000);
  });
});
