/** A slider of add-on cards (title and one line). */
import { Slider } from './slider.tsx';

export interface AddOn {
  title: string;
  description: string;
}

export function AddOnSlider({ label, items }: { label: string; items: readonly AddOn[] }) {
  return (
    <Slider
      label={label}
      items={items}
      itemKey={(item) => item.title}
      renderItem={(item) => (
        <div className="slide-card">
          <h4>{item.title}</h4>
          <p>{item.description}</p>
        </div>
      )}
    />
  );
}
