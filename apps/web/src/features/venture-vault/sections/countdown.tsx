/**
 * Days, hours, minutes and seconds to the start of the edition on sale; '00' everywhere once it began
 * or once its registration closed; '--' until the edition is known.
 */
import type { CountdownParts } from '@lwl/machines';
import { useCountdown } from '../use-countdown.ts';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

const UNKNOWN: CountdownParts = { days: '--', hours: '--', minutes: '--', seconds: '--' };

export function Countdown({ target }: { target: number | null }) {
  // A new countdown actor per target: the edition arrives after the first render.
  return target === null ? (
    <CountdownView parts={UNKNOWN} />
  ) : (
    <RunningCountdown key={target} target={target} />
  );
}

function RunningCountdown({ target }: { target: number }) {
  return <CountdownView parts={useCountdown(target)} />;
}

function CountdownView({ parts }: { parts: CountdownParts }) {
  return (
    <div className="vv-countdown" role="timer" aria-label="Time left until Venture Vault begins">
      {UNITS.map(([unit, label]) => (
        <div key={unit} className="vv-countdown-unit">
          <span className="vv-countdown-value" data-testid={`countdown-${unit}`}>
            {parts[unit]}
          </span>
          <span className="vv-countdown-label">{label}</span>
        </div>
      ))}
    </div>
  );
}
