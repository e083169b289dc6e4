import { useMutation } from '@tanstack/react-query';
import { ExportOrders } from '../../../application/orders/export-orders';
import type { OrderFilters } from '../../../domain/order/order-query';
import { useService } from '../../platform/container-context';
import { downloadBlob } from '../../components/download-blob';
import { useOneShot } from '../../components/one-shot';

const EXPORT = ['orders', 'export'] as const;

/** 导出: the list's filters as a workbook download; one export at a time. */
export function useExport(filters: OrderFilters) {
  const exportOrders = useService(ExportOrders);
  // A transport failure has been told by the request layer; nothing is downloaded.
  const sheet = useMutation({
    mutationKey: EXPORT,
    networkMode: 'always',
    mutationFn: (f: OrderFilters) => exportOrders.execute(f),
    onSuccess: (result) => {
      if (result.ok) downloadBlob(result.value.blob, result.value.fileName);
    },
  });
  // One-shot: a double click downloads one workbook.
  const once = useOneShot(() => sheet.mutateAsync(filters));
  return { busy: sheet.isPending || once.busy, run: () => void once.run() };
}
