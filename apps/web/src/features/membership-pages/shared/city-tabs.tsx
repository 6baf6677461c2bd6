/**
 * City tabs (radix Tabs) over the city-switch machine: the chosen tab shows a spinner and every tab
 * is disabled until the switch settles; the panel renders the shown city's content.
 */
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import type { useCitySwitch } from './use-city-switch.ts';

export interface CityTabsProps {
  cities: ReturnType<typeof useCitySwitch>;
  label: string;
  /** Rendered above the panel (inside the page's banner, for instance). */
  renderList?: (list: ReactNode) => ReactNode;
  children: (city: string) => ReactNode;
}

export function CityTabs({ cities, label, renderList, children }: CityTabsProps) {
  const list = (
    <>
      <Tabs.List className="cluster city-tabs" aria-label={label}>
        {cities.tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.city}
            value={tab.city}
            disabled={tab.disabled}
            aria-busy={tab.spinner || undefined}
            className="city-tab"
          >
            {tab.spinner ? <span className="city-tab-spinner" aria-hidden="true" /> : null}
            {tab.city}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <p role="status" className="visually-hidden">
        {cities.pending ? `Loading ${cities.pending}…` : ''}
      </p>
    </>
  );
  return (
    <Tabs.Root value={cities.city} onValueChange={cities.select} activationMode="manual">
      {renderList ? renderList(list) : list}
      {cities.tabs.map((tab) => (
        <Tabs.Content key={tab.city} value={tab.city} className="city-panel">
          {tab.selected ? children(tab.city) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
