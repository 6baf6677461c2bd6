/** Hand-written copy for the seeded mentors' bios, interests and session outlines. */

export type MentorIndustry = 'Technology' | 'Finance' | 'Healthcare' | 'Marketing' | 'Law' | 'Media';

/** How a mentor works with mentees: the bio's second paragraph, two picked per mentor. */
export const MENTORING_STYLE: readonly string[] = [
  'She mentors women stepping into their first senior role, and is known for direct, practical advice.',
  'Mentees describe her sessions as candid, warm and focused on the next concrete step.',
  'She believes that most careers are shaped by a handful of conversations, and likes to make each one count.',
  'She has sponsored and mentored more than fifty women, several of whom now lead teams of their own.',
  'Outside work, she speaks regularly at LWL chapter events and industry forums.',
  'She serves on the advisory board of a women-led startup accelerator.',
  'She is a firm believer in asking for what you want, and helps mentees rehearse exactly that.',
  'She is a certified executive coach and pairs coaching questions with hands-on advice.',
  'She started a women’s leadership network at her company and still runs its mentoring circle.',
  'She is a regular judge at startup pitch competitions.',
  'She writes a monthly column on leadership and careers.',
  'Mentees value her honesty about the setbacks in her own career and what she learned from them.',
];

/** Who a mentor most wants to hear from; one is picked per mentor. */
export const MENTEE_FIT: readonly string[] = [
  'She especially enjoys working with mid-career professionals planning their next move.',
  'She is keen to hear from founders who are building their first leadership team.',
  'Sessions suit women returning to work after a break as much as those aiming for the C-suite.',
  'Bring a real situation you are facing; that is where the session is most useful.',
  'She is happy to review a CV, a pitch deck or a board profile ahead of the session.',
];

/** Session outline items by industry; two are picked per mentor. */
export const SESSION_TOPICS: Readonly<Record<MentorIndustry, readonly string[]>> = {
  Technology: [
    'Moving from individual contributor to engineering leader',
    'Building and retaining diverse technical teams',
    'Talking technology strategy with a non-technical board',
    'Raising capital for a deep-tech product',
    'Making the case for AI projects that pay back',
  ],
  Finance: [
    'Preparing for a fundraise: numbers investors expect to see',
    'Reading financial statements with confidence',
    'Negotiating compensation and equity',
    'Building a personal investment plan',
    'Moving from finance into general management',
  ],
  Healthcare: [
    'Leading clinical and operations teams through change',
    'Building a healthcare venture: regulation, trust and scale',
    'Balancing patient outcomes with business targets',
    'Stepping into hospital or life-sciences leadership',
    'Managing stress in high-stakes roles',
  ],
  Marketing: [
    'Building a brand on a founder’s budget',
    'Turning customer insight into a growth plan',
    'Building your personal brand on LinkedIn',
    'Leading creative teams and agencies',
    'Presenting marketing results to the board',
  ],
  Law: [
    'Negotiation tactics for high-stakes conversations',
    'Contracts every founder should understand',
    'Corporate governance for new board members',
    'Building a career in law firms and in-house',
    'Protecting your intellectual property early',
  ],
  Media: [
    'Public speaking and media interviews',
    'Telling your story: personal branding for leaders',
    'Building a content business',
    'Handling a reputation crisis',
    'Writing thought leadership that gets read',
  ],
};

/** The last item of every session outline. */
export const SESSION_CLOSINGS: readonly string[] = [
  'An open question-and-answer round on your own goals',
  'A 90-day action plan agreed at the end of the session',
  'Introductions to her network where they can help',
];
