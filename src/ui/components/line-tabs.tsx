import { type KeyboardEvent, type ReactNode, useDeferredValue, useId, useRef } from 'react';

export interface LineTab {
  value: string;
  label: string;
  /** Drawn in the tab after its label (a dot, say); not part of the tab's name. */
  mark?: ReactNode;
}

/**
 * Tabs drawn as Chakra's (line variant, md) with its tokens (global.css, .line-tabs), with
 * WAI-ARIA's tabs pattern: arrow keys, Home and End move between the tabs and select as they
 * go (wrapping), only the selected tab is in the tab order, and each panel is named by its tab.
 * Controlled: `onSelect` decides what selecting means (a state, a search parameter). `panel`
 * gives a tab's panel content, or null while it should not be mounted. `asked`: a tab the user
 * picked that the owner has not made `selected` yet (the order tabs change the address after
 * the click has painted); it is drawn as selected at once, and its panel follows `selected`.
 *
 * Written here instead of Chakra's Tabs for the first screens (/login and /order): those bring
 * Ark's component and Zag's tabs machine, which resolve a slot recipe per trigger as they render
 * and, after each change, look for focusable elements in the open panel (reading every
 * element's size, which lays out the page in the middle of the order list's first frame).
 */
export function LineTabs({
  tabs,
  selected,
  onSelect,
  panel,
  listClassName,
  asked,
  aside,
}: {
  tabs: readonly LineTab[];
  selected: string;
  onSelect: (value: string) => void;
  panel: (value: string, isSelected: boolean) => ReactNode;
  /** A class more for the tab list (the order screens' white, scrolling row). */
  listClassName?: string;
  asked?: string;
  /** Drawn in the tab list's row, after the tabs (a list's search and its create button). */
  aside?: ReactNode;
}) {
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  // The selected tab is drawn at once; the panels follow in a pass of their own (issue 48: a
  // tab switch of /order rendered the new list in the click's commit). Until then every panel
  // keeps the elements of the last pass that showed the selected one: the same elements, so
  // React does not render them again. The leaving panel stays in place meanwhile, so nothing
  // shifts, but covered (data-leaving: a layer over it takes the pointer) and busy: what it
  // shows is no longer what the tab asks for. Not `inert`: making an element inert restyles
  // its whole subtree, 564 elements and 56 ms inside the click on /order's 全部订单 list at 4x
  // CPU; the layer is one pseudo-element of the panel itself.
  // The roving tab stop (tabindex) moves in that pass too: changing a focusable element's
  // tabindex makes Chromium bring the page's style up to date at once, 50-60 ms inside the
  // click's commit on /order at 4x CPU. The focus itself moves at once (click, arrow keys).
  const drawn = asked ?? selected;
  const shown = useDeferredValue(selected);
  const pending = shown !== selected || drawn !== selected;
  // While a pick is pending the panels of the last settled render are shown as the same
  // elements, so React skips them in the click's pass; a ref keeps them by identity on purpose.
  const panels = useRef<ReactNode[]>([]);
  // eslint-disable-next-line react-hooks/refs -- kept by identity, written only in a settled render (above)
  if (!pending) panels.current = tabs.map((tab) => panel(tab.value, tab.value === selected));

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
    onSelect(tabs[next].value);
    triggers.current[next]?.focus();
  };

  const list = (
    <div role="tablist" aria-orientation="horizontal" className={listClassName ? `line-tabs__list ${listClassName}` : 'line-tabs__list'}>
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          ref={(el) => {
            triggers.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`${id}-tab-${tab.value}`}
          aria-selected={tab.value === drawn}
          aria-controls={`${id}-panel-${tab.value}`}
          tabIndex={tab.value === shown ? 0 : -1}
          className="line-tabs__tab"
          onClick={() => onSelect(tab.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
          {tab.mark}
        </button>
      ))}
    </div>
  );

  return (
    <div className="line-tabs">
      {aside ? (
        <div className="line-tabs__head">
          {list}
          {aside}
        </div>
      ) : (
        list
      )}
      {/* eslint-disable-next-line react-hooks/refs -- the settled render's panels, kept by identity (above) */}
      {tabs.map((tab, index) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={tab.value !== shown}
          aria-busy={pending || undefined}
          data-leaving={pending || undefined}
          className="line-tabs__panel"
        >
          {panels.current[index]}
        </div>
      ))}
    </div>
  );
}
