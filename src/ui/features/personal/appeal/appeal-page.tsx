import { Heading } from '@chakra-ui/react';
import { APPEAL_SCROLL_THRESHOLD, appealKey } from '../../../../domain/appeal/appeal-entry';
import { ScrolledList } from '../../../components/content/scrolled-list';
import { AppealItem } from './appeal-item';
import { useAppealList } from './use-appeals';

/** appeal: the company's appeals, 15 a page, the next page 300 px from the bottom, each expandable. */
export function AppealPage() {
  return (
    <ScrolledList
      header={
        <Heading as="h2" size="lg">
          我的申诉
        </Heading>
      }
      label="申诉列表"
      query={useAppealList()}
      threshold={APPEAL_SCROLL_THRESHOLD}
      itemKey={appealKey}
    >
      {(a) => <AppealItem appeal={a} />}
    </ScrolledList>
  );
}
