import { Button, HStack } from '@chakra-ui/react';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../shared/container-context';
import { type FlagStore, useFlagCount } from '../../components/keyed-flags';
import { type TimeFilterValue, TimeRangeFilter } from '../../components/time-range-filter';
import { OrderSearch } from './order-search';
import { DesignerFilter } from './designer-filter';

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

/**
 * Search, time filter, designer filter, batch assign and export above a list. From 1280 px the
 * toolbar is one line: what does not fit (an applied custom range, the presets on a narrower
 * screen) wraps inside the time filter, never 导出 onto a line of its own; on a narrower screen the
 * bar wraps, batch assign and export staying together at the end.
 */
export function OrderToolbar(props: ToolbarProps) {
  const clock = useService(TOKENS.Clock);
  const end = props.batch || props.exporting;
  return (
    <HStack gap="3" flexWrap={{ base: 'wrap', xl: 'nowrap' }} bg="white" rounded="md" p="3" align="center">
      <OrderSearch applied={props.search} onSearch={props.onSearch} />
      {props.designer && <DesignerFilter value={props.designer.value} onChange={props.designer.onChange} />}
      <TimeRangeFilter value={props.time} today={clock.now} onChange={props.onTime} />
      {end && (
        <HStack gap="3" ms="auto" flexShrink={0}>
          {props.batch && <BatchControls batch={props.batch} />}
          {props.exporting && (
            <Button size="sm" variant="outline" loading={props.exporting.busy} onClick={props.exporting.run}>
              导出
            </Button>
          )}
        </HStack>
      )}
    </HStack>
  );
}
