/** Choices of the UAE enquiry form, word for word. */
export const ENQUIRY_CITIES = ['Dubai', 'Abu Dhabi', 'Sharjah', 'India'] as const;
export type EnquiryCity = (typeof ENQUIRY_CITIES)[number];

export const ENQUIRY_ANNUAL_INCOMES = ['AED 130K–220K', 'AED 220K–440K', 'AED 440K and above'] as const;
export type EnquiryAnnualIncome = (typeof ENQUIRY_ANNUAL_INCOMES)[number];

export const ENQUIRY_WORK_EXPERIENCES = ['5 to 10 Years', '10 to 15 Years', '15+ Years'] as const;
export type EnquiryWorkExperience = (typeof ENQUIRY_WORK_EXPERIENCES)[number];
