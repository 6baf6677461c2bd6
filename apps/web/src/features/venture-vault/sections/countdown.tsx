/** Days, hours, minutes and seconds to the start of Venture Vault; '00' everywhere once it began. */
import { useCountdown } from '../use-countdown.ts';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

export function Countdown() {
  const parts = useCountdown();
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
