import type { ReactNode } from 'react';
import { Heading, Stack, Tabs } from '@chakra-ui/react';

/**
 * A security page: its heading and its tabs. A tab's content mounts when first shown and then
 * stays mounted, so what was typed in one tab survives a switch to the other.
 */
export function TabbedPage({ title, tabs }: { title: string; tabs: readonly { value: string; label: string; content: ReactNode }[] }) {
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Tabs.Root defaultValue={tabs[0]?.value} variant="line" lazyMount>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value} pt="6">
            {t.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
