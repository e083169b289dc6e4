import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../platform/container-context';
import { type FlagStore, useFlagCount } from '../../components/keyed-flags';
import { type TimeFilterValue, TimeRangeFilter } from '../../components/time-range-filter';
import { usePhoneWidth } from '../../components/use-phone-width';
import { ClosedWhenFailed, lazyPart } from '../../components/lazy-part';
import { OrderSearch } from './order-search';
import { DesignerFilter } from './designer-filter';

const FilterSheet = lazyPart(() => import('./filter-sheet').then((m) => ({ default: m.FilterSheet })));

export interface ToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  time: TimeFilterValue;
  onTime: (value: TimeFilterValue) => void;
  /** Main accounts only. */
  designer?: { value: number | null; onChange: (id: number | null) => void };
  batch?: { on: boolean; selection: FlagStore; toggle: () => void; assign: () => void };
  /** VIP companies only. */
  exporting?: { busy: boolean; run: () => void };
}

function BatchControls({ batch }: { batch: NonNullable<ToolbarProps['batch']> }) {
  const count = useFlagCount(batch.selection);
  if (!batch.on) return <Button size="sm" variant="outline" onClick={batch.toggle}>批量分配</Button>;
  return (
    <>
      <Button size="sm" colorPalette="blue" onClick={batch.assign}>
        分配选中订单（{count}）
      </Button>
      <Button size="sm" variant="outline" onClick={batch.toggle}>
        退出批量分配
      </Button>
    </>
  );
}

/** How many of the search, designer and time filters are on. */
export const filtersOn = (props: Pick<ToolbarProps, 'search' | 'time' | 'designer'>) =>
  [props.search !== '', props.designer?.value != null, props.time.preset !== 'all'].filter(Boolean).length;

/** 筛选, or 筛选（2） with two filters on. */
export const filterButtonText = (count: number) => (count > 0 ? `筛选（${count}）` : '筛选');

/** Batch assign and export, at the toolbar's end. */
function EndControls(props: ToolbarProps) {
  if (!props.batch && !props.exporting) return null;
  return (
    <HStack gap="3" ms="auto" flexShrink={0}>
      {props.batch && <BatchControls batch={props.batch} />}
      {props.exporting && (
        <Button size="sm" variant="outline" loading={props.exporting.busy} onClick={props.exporting.run}>
          导出
        </Button>
      )}
    </HStack>
  );
}

/** The search, designer and time filters. */
function Filters(props: ToolbarProps) {
  const clock = useService(TOKENS.Clock);
  return (
    <>
      <OrderSearch applied={props.search} onSearch={props.onSearch} />
      {props.designer && <DesignerFilter value={props.designer.value} onChange={props.designer.onChange} />}
      <TimeRangeFilter value={props.time} today={clock.now} onChange={props.onTime} />
    </>
  );
}

/**
 * On a phone (below 768 px) the filters fold into one 筛选 button that says how many are on and
 * opens them in a sheet from the bottom, within a thumb's reach; a filter applies as on a desktop,
 * the sheet stays open until 完成. The list's first orders then start right under the tabs (issue 59).
 */
function PhoneToolbar(props: ToolbarProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first 筛选 on, so that closing it plays out.
  const [opened, setOpened] = useState(false);
  const count = filtersOn(props);
  return (
    <HStack gap="3" flexWrap="wrap" bg="white" rounded="md" p="2" align="center">
      <Button size="sm" variant="outline" aria-haspopup="dialog" aria-expanded={open} onClick={() => (setOpened(true), setOpen(true))}>
        {filterButtonText(count)}
      </Button>
      <EndControls {...props} />
      {opened && (
        <FilterSheet open={open} onClose={() => setOpen(false)} failed={() => <ClosedWhenFailed onClose={() => setOpen(false)} />}>
          <Filters {...props} />
        </FilterSheet>
      )}
    </HStack>
  );
}

/**
 * Search, time filter, designer filter, batch assign and export above a list. From 1280 px the
 * toolbar is one line: what does not fit (an applied custom range, the presets on a narrower
 * screen) wraps inside the time filter, never 导出 onto a line of its own; on a narrower screen the
 * bar wraps, batch assign and export staying together at the end. On a phone the filters are
 * behind 筛选 (PhoneToolbar).
 */
export function OrderToolbar(props: ToolbarProps) {
  const phone = usePhoneWidth();
  if (phone) return <PhoneToolbar {...props} />;
  return (
    <HStack gap="3" flexWrap={{ base: 'wrap', xl: 'nowrap' }} bg="white" rounded="md" p="3" align="center">
      <Filters {...props} />
      <EndControls {...props} />
    </HStack>
  );
}
