/** The two-day schedule with Day 1 / Day 2 tabs, Day 1 first. */
import { VENTURE_VAULT, VENTURE_VAULT_FACTS } from '@lwl/schemas';
import { Tabs } from 'radix-ui';
import { formatDate } from '../../../lib/format.ts';
import { scheduleTabValue, VENTURE_SCHEDULE } from '../content/schedule.ts';

const SCHEDULE_NOTE = VENTURE_VAULT_FACTS[5];

/** `days`: the edition's first and last day (ISO), empty until known. */
export function ScheduleTabs({ days }: { days: readonly string[] }) {
  return (
    <section className="vv-section vv-section-tinted" aria-labelledby="vv-schedule-title">
      <div className="container">
        <span className="eyebrow">Schedule</span>
        <h2 id="vv-schedule-title">Two days, one agenda</h2>
        <Tabs.Root defaultValue={scheduleTabValue(VENTURE_VAULT.defaultScheduleDay)} className="vv-tabs">
          <Tabs.List className="vv-tabs-list" aria-label="Schedule day">
            {VENTURE_VAULT.scheduleDays.map((day, index) => (
              <Tabs.Trigger key={day} value={scheduleTabValue(day)} className="vv-tabs-trigger">
                {day}
                <span className="vv-tabs-date">{dayDate(days, index)}</span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {VENTURE_VAULT.scheduleDays.map((day) => (
            <Tabs.Content key={day} value={scheduleTabValue(day)} className="vv-tabs-panel">
              <table className="data-table vv-schedule">
                <caption className="visually-hidden">{day} schedule</caption>
                <thead className="vv-schedule-head">
                  <tr>
                    <th scope="col">Time</th>
                    <th scope="col">Event</th>
                    <th scope="col">Speaker</th>
                  </tr>
                </thead>
                <tbody>
                  {VENTURE_SCHEDULE[day].map((row) => (
                    <tr key={row.time}>
                      <td className="vv-schedule-time">{row.time}</td>
                      <td className="vv-schedule-event">{row.event}</td>
                      <td className="vv-schedule-speaker">{row.speaker || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <p className="vv-note">{SCHEDULE_NOTE}</p>
      </div>
    </section>
  );
}

function dayDate(days: readonly string[], index: number): string {
  const iso = days[index];
  return iso ? formatDate(iso) : '';
}
