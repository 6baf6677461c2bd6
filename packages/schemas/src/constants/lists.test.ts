import { describe, expect, it } from 'vitest';
import { ANNUAL_TURNOVER_OPTIONS, EMPLOYEE_BANDS } from './application-options.ts';
import {
  INDIA_PAGE_CITIES,
  INDIA_PAGE_DEFAULT_CITY,
  indiaPageShowsPass,
  LAP_PAGE_CITIES,
  LAP_PAGE_DEFAULT_CITY,
} from './cities.ts';
import { GLOBAL_COUNTRIES } from './countries.ts';
import { EMIRATES } from './emirates.ts';
import { ENQUIRY_ANNUAL_INCOMES, ENQUIRY_CITIES, ENQUIRY_WORK_EXPERIENCES } from './enquiry-options.ts';
import { INDIA_STATES } from './india-states.ts';
import { DEFAULT_QUANTITY, memberId, QUANTITY_OPTIONS, TITLES } from './limits.ts';

const distinct = (list: readonly string[]) => new Set(list).size;

describe('fixed lists', () => {
  it('has 30 distinct Indian states, Delhi and Jammu and Kashmir included', () => {
    expect(INDIA_STATES).toHaveLength(30);
    expect(distinct(INDIA_STATES)).toBe(30);
    expect(INDIA_STATES).toContain('Delhi');
    expect(INDIA_STATES).toContain('Jammu and Kashmir');
    expect(INDIA_STATES).toContain('Maharashtra');
  });

  it('has 42 distinct global countries, none of them India or the UAE', () => {
    expect(GLOBAL_COUNTRIES).toHaveLength(42);
    expect(distinct(GLOBAL_COUNTRIES)).toBe(42);
    for (const excluded of ['India', 'United Arab Emirates', 'UAE']) {
      expect(GLOBAL_COUNTRIES.map((c) => c.toLowerCase())).not.toContain(excluded.toLowerCase());
    }
  });

  it('has the 7 emirates', () => {
    expect(EMIRATES).toHaveLength(7);
    expect(distinct(EMIRATES)).toBe(7);
    expect(EMIRATES).toEqual(expect.arrayContaining(['Dubai', 'Abu Dhabi', 'Sharjah', 'Ras Al Khaimah']));
  });

  it('keeps the enquiry options word for word', () => {
    expect(ENQUIRY_CITIES).toEqual(['Dubai', 'Abu Dhabi', 'Sharjah', 'India']);
    expect(ENQUIRY_ANNUAL_INCOMES).toEqual(['AED 130K–220K', 'AED 220K–440K', 'AED 440K and above']);
    expect(ENQUIRY_WORK_EXPERIENCES).toEqual(['5 to 10 Years', '10 to 15 Years', '15+ Years']);
  });

  it('has the application bands and 6 turnover options', () => {
    expect(EMPLOYEE_BANDS).toEqual(['Micro 1-10', 'Small 11-50', 'Medium 51-250', 'Large 251+']);
    expect(ANNUAL_TURNOVER_OPTIONS).toHaveLength(6);
    expect(distinct(ANNUAL_TURNOVER_OPTIONS)).toBe(6);
  });

  it('has the quantity options 0 to 5 with default 0, and the titles', () => {
    expect(QUANTITY_OPTIONS).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(DEFAULT_QUANTITY).toBe('0');
    expect(TITLES).toEqual(['Mr', 'Ms']);
    expect(memberId(42)).toBe('LWL42');
  });

  it('has the city tabs with Delhi first and default', () => {
    expect(INDIA_PAGE_CITIES).toEqual(['Delhi', 'Mumbai', 'Bangalore', 'Others']);
    expect(LAP_PAGE_CITIES).toEqual(['Delhi', 'Mumbai', 'Bangalore']);
    expect(INDIA_PAGE_DEFAULT_CITY).toBe('Delhi');
    expect(LAP_PAGE_DEFAULT_CITY).toBe('Delhi');
    expect(INDIA_PAGE_CITIES.filter(indiaPageShowsPass)).toEqual(['Delhi', 'Mumbai', 'Bangalore']);
  });
});
