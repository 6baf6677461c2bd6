import type { IndiaState } from '../constants/india-states.ts';

/** GST state codes (the first two digits of a GSTIN) of the profile's 30 states. */
export const GST_STATE_CODES: Record<IndiaState, string> = {
  'Andhra Pradesh': '37',
  'Arunachal Pradesh': '12',
  Assam: '18',
  Bihar: '10',
  Chhattisgarh: '22',
  Delhi: '07',
  Goa: '30',
  Gujarat: '24',
  Haryana: '06',
  'Himachal Pradesh': '02',
  'Jammu and Kashmir': '01',
  Jharkhand: '20',
  Karnataka: '29',
  Kerala: '32',
  'Madhya Pradesh': '23',
  Maharashtra: '27',
  Manipur: '14',
  Meghalaya: '17',
  Mizoram: '15',
  Nagaland: '13',
  Odisha: '21',
  Punjab: '03',
  Rajasthan: '08',
  Sikkim: '11',
  'Tamil Nadu': '33',
  Telangana: '36',
  Tripura: '16',
  'Uttar Pradesh': '09',
  Uttarakhand: '05',
  'West Bengal': '19',
};

/** The GST code of a state name as typed (any case, trimmed); null for an unknown name. */
export function gstStateCodeOf(state: string): string | null {
  const wanted = state.trim().toLowerCase();
  const found = Object.entries(GST_STATE_CODES).find(([name]) => name.toLowerCase() === wanted);
  return found ? found[1] : null;
}
