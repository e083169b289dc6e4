import { type ReactNode, useState } from 'react';
import { LineTabs } from '../../components/line-tabs';

export interface SignInTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/**
 * The two ways of signing in, as tabs (LineTabs: Chakra's line tabs without Ark's component and
 * Zag's machine, 12.5 KB gzip that /login, the first screen of every visit, loaded up front;
 * issue 13). A panel mounts when its tab is first selected and then stays, hidden, so that
 * switching back keeps what was typed.
 */
export function SignInTabs({ tabs, defaultValue }: { tabs: SignInTab[]; defaultValue: string }) {
  const [selected, setSelected] = useState(defaultValue);
  const [visited, setVisited] = useState(() => new Set([defaultValue]));
  const select = (value: string) => {
    setSelected(value);
    setVisited((seen) => (seen.has(value) ? seen : new Set(seen).add(value)));
  };
  return (
    <LineTabs
      tabs={tabs}
      selected={selected}
      onSelect={select}
      panel={(value) => (visited.has(value) ? tabs.find((tab) => tab.value === value)?.panel : null)}
    />
  );
}
