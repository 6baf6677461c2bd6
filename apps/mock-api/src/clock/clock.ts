/** The mock's notion of "now". Every date the mock computes (seed, expiry, OTPs) reads it. */
export interface Clock {
  now(): Date;
}

export const systemClock = (): Clock => ({ now: () => new Date() });

/** A frozen clock: `MOCK_NOW` makes every start see the same instant. */
export const fixedClock = (at: string | Date): Clock => {
  const ms = new Date(at).getTime();
  return { now: () => new Date(ms) };
};

/** A clock tests move by hand (token expiry, OTP expiry, dynamickey hours). */
export interface ManualClock extends Clock {
  set(at: string | Date): void;
  advance(ms: number): void;
}

export const manualClock = (at: string | Date): ManualClock => {
  let ms = new Date(at).getTime();
  return {
    now: () => new Date(ms),
    set: (next) => {
      ms = new Date(next).getTime();
    },
    advance: (delta) => {
      ms += delta;
    },
  };
};
