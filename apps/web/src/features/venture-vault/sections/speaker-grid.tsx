/**
 * The speaker grid: every speaker on wide screens; on mobile (≤ 640 px) the first
 * `VENTURE_VAULT.mobileSpeakersShown` with Show More / Show Less. The extra cards are hidden by CSS
 * only on mobile, so the toggle is a view state and the button shows only where it matters.
 */
import { VENTURE_VAULT } from '@lwl/schemas';
import { useState } from 'react';
import { initialsOf, VENTURE_SPEAKERS } from '../content/speakers.ts';

const GRID_ID = 'vv-speaker-list';

export function SpeakerGrid() {
  const [expanded, setExpanded] = useState(false);
  return (
    <section className="vv-section" aria-labelledby="vv-speakers-title">
      <div className="container">
        <span className="eyebrow">Speakers</span>
        <h2 id="vv-speakers-title">Learn from {VENTURE_VAULT.speakers} founders, investors and experts</h2>
        <ul id={GRID_ID} className={`grid-auto vv-speakers${expanded ? ' vv-speakers-expanded' : ''}`}>
          {VENTURE_SPEAKERS.map((speaker, index) => (
            <li
              key={speaker.name}
              className={`card stack vv-speaker${index >= VENTURE_VAULT.mobileSpeakersShown ? ' vv-speaker-extra' : ''}`}
            >
              <span className={`vv-avatar vv-avatar-${index % 4}`} aria-hidden="true">
                {initialsOf(speaker.name)}
              </span>
              <span className="vv-speaker-name">{speaker.name}</span>
              <span className="fine-print">{speaker.designation}</span>
            </li>
          ))}
        </ul>
        <div className="vv-speakers-toggle">
          <button
            type="button"
            className="btn btn-secondary"
            aria-controls={GRID_ID}
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show Less' : 'Show More'}
          </button>
        </div>
      </div>
    </section>
  );
}
