import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface SignInTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/**
 * The two ways of signing in, as tabs (WAI-ARIA tabs: arrow keys, Home and End move between
 * them and select as they go; only the selected tab is in the tab order). A panel mounts when its
 * tab is first selected and then stays, hidden, so that switching back keeps what was typed.
 *
 * Written here instead of Chakra's Tabs, which bring Ark's component, Zag's tabs machine and its
 * runtime: 12.5 KB gzip that /login, the first screen of every visit, loaded up front (issue
 * 13). Drawn as Chakra's (line variant, md) with its tokens (global.css, .sign-in-tabs).
 */
export function SignInTabs({ tabs, defaultValue }: { tabs: SignInTab[]; defaultValue: string }) {
  const [selected, setSelected] = useState(defaultValue);
  const [visited, setVisited] = useState(() => new Set([defaultValue]));
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const select = (value: string) => {
    setSelected(value);
    setVisited((seen) => (seen.has(value) ? seen : new Set(seen).add(value)));
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    select(tabs[next].value);
    triggers.current[next]?.focus();
  };

  return (
    <div className="sign-in-tabs">
      <div role="tablist" aria-orientation="horizontal" className="sign-in-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(el) => {
              triggers.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={tab.value === selected}
            aria-controls={`${id}-panel-${tab.value}`}
            tabIndex={tab.value === selected ? 0 : -1}
            className="sign-in-tabs__tab"
            onClick={() => select(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={tab.value !== selected}
          className="sign-in-tabs__panel"
        >
          {visited.has(tab.value) && tab.panel}
        </div>
      ))}
    </div>
  );
}
