import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, HStack, Input } from '@chakra-ui/react';
import { LineTabs } from '../../components/line-tabs';
import { REVIEW_TABS, type ReviewStatus } from '../../../domain/content/review-status';

/**
 * The shared head of the album and article lists: the four review tabs (全部 已通过 待审核
 * 未通过), a title search and an optional create action. Each tab panel renders the list
 * for its status; only the selected panel is mounted. The app's own LineTabs, not Chakra's Tabs:
 * Zag's tabs machine measured every element of the open panel as 效果图 and 文章 mounted
 * (a forced layout of the page in the navigation's commit, issue 48).
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
    <LineTabs
      tabs={REVIEW_TABS.map((t, i) => ({ value: String(i), label: t.label }))}
      selected={tab}
      onSelect={setTab}
      panel={(value, isSelected) => (isSelected ? children(REVIEW_TABS[Number(value)].status, search) : null)}
      aside={
        // On a phone the search takes the row and its box shrinks, so that the page stays as wide as the screen.
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
      }
    />
  );
}
