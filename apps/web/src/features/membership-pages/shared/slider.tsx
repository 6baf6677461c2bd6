/**
 * A CSS scroll-snap slider with previous/next buttons: 4, 3 or 2 slides per view by width
 * (SLIDES_PER_VIEW; the widths are in slider CSS).
 */
import { SLIDES_PER_VIEW } from '@lwl/schemas';
import { type CSSProperties, type ReactNode, useRef } from 'react';

const [wide, medium, narrow] = SLIDES_PER_VIEW;
const perViewVars = {
  '--per-view-lg': wide,
  '--per-view-md': medium,
  '--per-view-sm': narrow,
} as CSSProperties;

export interface SliderProps<T> {
  /** Names the slider, its buttons and its scroll area. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

export function Slider<T>({ label, items, itemKey, renderItem }: SliderProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const move = (direction: 1 | -1) => {
    const element = viewport.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  return (
    <div className="slider" style={perViewVars}>
      <div className="slider-controls">
        <button
          type="button"
          className="slider-button"
          onClick={() => move(-1)}
          aria-label={`Previous: ${label}`}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="slider-button" onClick={() => move(1)} aria-label={`Next: ${label}`}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* Focusable so the scroll area can be scrolled with the keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      {/* biome-ignore lint/a11y/useSemanticElements: a named group of slides, not a form fieldset */}
      <div ref={viewport} className="slider-viewport" role="group" aria-label={label} tabIndex={0}>
        <ul className="slider-track">
          {items.map((item) => (
            <li key={itemKey(item)} className="slider-slide">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
