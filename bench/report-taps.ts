/** The "Taps" section of docs/bench.md (measured by bench/taps.ts). */
import { TAP_TARGET_MS, type TapRow, type TapsBench } from './taps.ts';

const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

const cells = (tap: TapRow | undefined): string[] =>
  tap
    ? [
        `${ms(tap.answerMs)} (${tap.answers.join(', ')})`,
        `${ms(tap.pendingMs)} (${tap.pendings.join(', ')})`,
        ms(tap.arrivalMs),
        tap.eventMs > 0 ? ms(tap.eventMs) : '< 16 ms',
      ]
    : ['–', '–', '–', '–'];

export function tapsSection(bench: TapsBench): string {
  const taps = [...new Set(bench.rows.map((tap) => tap.tap))];
  const hasBefore = bench.rows.some((tap) => tap.variant === 'before');
  const of = (name: string, variant: string) =>
    bench.rows.find((tap) => tap.tap === name && tap.variant === variant);
  const header = [
    'tap',
    ...(hasBefore ? ['before: first answer'] : []),
    'first answer (what it was)',
    'lasting answer',
    'next thing arrived',
    'Event Timing',
    'layout shift',
    'target',
  ];
  const rows = taps.map((name) => {
    const after = of(name, 'after');
    const [answer = '–', pending = '–', arrival = '–', event = '–'] = cells(after);
    return row([
      name,
      ...(hasBefore ? [cells(of(name, 'before'))[0] ?? '–'] : []),
      answer,
      pending,
      arrival,
      event,
      after ? after.shift.toFixed(3) : '–',
      after && after.answerMs <= TAP_TARGET_MS ? 'met' : '**missed**',
    ]);
  });
  return `## Taps: from a tap to its first answer

\`bench/taps.ts\`: four taps on Lighthouse's phone, its throttling applied for real through the DevTools protocol
(\`Network.emulateNetworkConditions\`: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up;
\`Emulation.setCPUThrottlingRate\` 4×), a 412 × 823 touch screen, each tap from a fresh context against the
production build and the mock, after its page has settled for 2 s. Chromium ${bench.chromeVersion}; medians of
${bench.runs} rounds after an uncounted one${hasBefore ? ', the earlier build (`BENCH_TAPS_BEFORE`) interleaved' : ''};
1-minute load average ${bench.load[0].toFixed(1)} at the start, ${bench.load[1].toFixed(1)} at the end. Target: every first answer within ${TAP_TARGET_MS} ms.

The time runs from the tap's input (its pointerdown's \`timeStamp\`) to the paint of the first frame that shows
an answer, found by a probe in the page (bench/tap-probe.ts): each frame's requestAnimationFrame callback asks
whether the tapped card or button is pressed (\`:active\` with an outline or opacity of its own; a hover's lift
does not count), marked pending (\`aria-busy\`) or disabled, a new dialog is open, the loader overlay has faded
in or the next page has replaced the tapped element; the frame that does is painted right after, and a message
posted from that callback runs once it is. "Lasting answer" is the first answer other than the press (Chromium
keeps a tap's \`:active\` for at least 150 ms, then the pending mark carries on); the probe's frames stop there.
"Next thing arrived" is the paint of the next page or dialog itself, found from the DOM's changes (a
MutationObserver), so that no frame the probe asks for slows a page that renders in slices. The Event Timing API's \`duration\` (its longest entry of the tap) is beside
it for comparison: it measures up to the next paint after the tap's handlers, whatever that paint shows, so
a tap answered by nothing still scores well there, which is why the probe decides. The layout shift is the
sum of the layout-shift entries between the tap and its answer's paint (the worst run).

${row(header)}
|${header.map(() => '---').join('|')}|
${rows.join('\n')}
`;
}
