import { describe, expect, it } from 'vitest';
import { scheduleRowSchema, speakerSchema } from './content.ts';

describe('Venture Vault content', () => {
  it('accepts a speaker and refuses one without a name', () => {
    const speaker = {
      name: 'Radhika Menon',
      designation: 'Partner, Northstar Ventures',
      image: '/media/speakers/1.svg',
    };
    expect(speakerSchema.parse(speaker)).toEqual(speaker);
    expect(speakerSchema.safeParse({ ...speaker, name: '' }).success).toBe(false);
  });

  it('accepts a schedule row with or without a speaker', () => {
    const row = {
      time: '09:00 AM - 09:45 AM',
      event: 'Keynote: Building in India',
      speaker: 'Radhika Menon',
    };
    expect(scheduleRowSchema.parse(row)).toEqual(row);
    expect(scheduleRowSchema.parse({ ...row, speaker: '' }).speaker).toBe('');
    expect(scheduleRowSchema.safeParse({ ...row, time: undefined }).success).toBe(false);
  });
});
