import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExportOrders } from '../../../application/orders/export-orders';
import type { OrderFilters } from '../../../domain/order/order-query';
import { useService } from '../../app/container-context';
import { downloadBlob } from '../../components/download-blob';

const EXPORT = ['orders', 'export'] as const;

/** 导出: the list's filters as a workbook download; one export at a time. */
export function useExport(filters: OrderFilters) {
  const exportOrders = useService(ExportOrders);
  const qc = useQueryClient();
  // A transport failure has been told by the request layer; nothing is downloaded.
  const sheet = useMutation({
    mutationKey: EXPORT,
    networkMode: 'always',
    mutationFn: (f: OrderFilters) => exportOrders.execute(f),
    onSuccess: (result) => {
      if (result.ok) downloadBlob(result.value.blob, result.value.fileName);
    },
  });
  // The mutation cache knows at the click itself (isPending only from the next render on).
  const run = () => {
    if (qc.isMutating({ mutationKey: EXPORT }) === 0) sheet.mutate(filters);
  };
  return { busy: sheet.isPending, run };
}
