/** Hand-written titles and summaries of the seeded video library, four per category. */

export type VideoCategory = 'Leadership' | 'Finance' | 'Wellness' | 'Entrepreneurship' | 'Technology';

export const VIDEO_CATEGORIES: readonly VideoCategory[] = [
  'Leadership',
  'Finance',
  'Wellness',
  'Entrepreneurship',
  'Technology',
];

/** [title, summary] by category; the video's title is `Category: title`. */
export const VIDEOS: Readonly<Record<VideoCategory, ReadonlyArray<readonly [string, string]>>> = {
  Leadership: [
    [
      'Leading through uncertainty',
      'Three chief executives on keeping their teams steady through restructuring, and what they would do differently.',
    ],
    [
      'Finding your executive presence',
      'How presence is built in practice: preparation, voice and the power of a well-placed pause.',
    ],
    [
      'Your first 90 days in a senior role',
      'What to learn, whom to meet and which early wins matter when you step up.',
    ],
    [
      'Giving feedback that lands',
      'Simple ways to make feedback conversations honest, kind and genuinely useful.',
    ],
  ],
  Finance: [
    [
      'Reading a balance sheet with confidence',
      'A plain-language walk through the numbers every leader is expected to understand.',
    ],
    [
      'Raising your first institutional round',
      'Two founders and an investor on valuations, term sheets and choosing the right partner.',
    ],
    [
      'Personal investing for busy professionals',
      'Building a long-term plan for your own money without making it a second job.',
    ],
    [
      'Pricing for profit',
      'Why most small businesses undercharge, and how to raise prices without losing customers.',
    ],
  ],
  Wellness: [
    [
      'Managing energy, not just time',
      'A practical look at the routines that keep leaders sharp through long weeks.',
    ],
    [
      'Spotting burnout early',
      'The early signs of burnout, and the conversations that help before it takes hold.',
    ],
    [
      'Sleep, focus and performance',
      'A sleep researcher explains what really changes when senior leaders rest well.',
    ],
    [
      'Setting boundaries without guilt',
      'How to say no, protect your time and still be the colleague people rely on.',
    ],
  ],
  Entrepreneurship: [
    [
      'From side project to company',
      'Founders share how they knew it was time to go full time, and what they wish they had known.',
    ],
    [
      'Building your first leadership team',
      'When to hire senior people, what to look for and how to share decisions as you grow.',
    ],
    [
      'Pitching to investors',
      'What investors listen for in the first five minutes, with live pitch feedback.',
    ],
    [
      'Bootstrapping or raising capital',
      'Two founders who took opposite paths compare the trade-offs honestly.',
    ],
  ],
  Technology: [
    [
      'AI for non-technical leaders',
      'What AI can and cannot do for your business, and the questions to ask before you invest.',
    ],
    [
      'Leading digital transformation',
      'Why most transformations stall, and how leaders keep people on board through the change.',
    ],
    [
      'Cyber risk for boards',
      'The essentials of cybersecurity every director should be able to discuss with confidence.',
    ],
    ['Decisions with data', 'Using data to make better calls, without drowning in dashboards or jargon.'],
  ],
};

/** A second sentence about the recording; one is picked per video. */
export const VIDEO_NOTES: readonly string[] = [
  'Recorded at an LWL chapter evening.',
  'Includes a short question-and-answer round with members.',
  'Recorded at the Women in Leadership Summit.',
  'Part of the LWL masterclass series.',
  'A short talk, easy to watch between meetings.',
];
