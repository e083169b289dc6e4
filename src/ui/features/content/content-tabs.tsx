import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, HStack, Input, Tabs } from '@chakra-ui/react';
import { REVIEW_TABS, type ReviewStatus } from '../../../domain/content/review-status';

/**
 * The shared head of the album and article lists: the four review tabs (全部 已通过 待审核
 * 未通过), a title search and an optional create action. Each tab panel renders the list
 * for its status; only the selected panel is mounted.
 */
export function ContentTabs({
  searchLabel,
  searchPlaceholder,
  action,
  children,
}: {
  searchLabel: string;
  searchPlaceholder: string;
  action?: ReactNode;
  children: (status: ReviewStatus | undefined, search: string) => ReactNode;
}) {
  const [tab, setTab] = useState('0');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft.trim());
  };

  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} lazyMount unmountOnExit variant="line">
      <HStack justify="space-between" align="end" gap="4" wrap="wrap" mb="4">
        <Tabs.List>
          {REVIEW_TABS.map((t, i) => (
            <Tabs.Trigger key={t.label} value={String(i)}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* On a phone the search takes the row and its box shrinks, so that the page stays as wide as the screen. */}
        <HStack as="form" role="search" onSubmit={submit} gap="2" w={{ base: 'full', sm: 'auto' }}>
          <Input
            aria-label={searchLabel}
            placeholder={searchPlaceholder}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            size="sm"
            w={{ base: 'auto', sm: '60' }}
            flex={{ base: '1', sm: 'initial' }}
            minW="0"
            bg="white"
          />
          <Button type="submit" size="sm" variant="outline">
            搜索
          </Button>
          {action}
        </HStack>
      </HStack>
      {REVIEW_TABS.map((t, i) => (
        <Tabs.Content key={t.label} value={String(i)} p="0">
          {children(t.status, search)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
