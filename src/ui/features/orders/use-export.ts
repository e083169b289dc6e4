import { useState } from 'react';
import { ExportOrders } from '../../../application/orders/export-orders';
import type { OrderFilters } from '../../../domain/order/order-query';
import { useService } from '../../app/container-context';
import { downloadBlob } from '../../components/download-blob';

/** 导出: the list's filters as a workbook download; one export at a time. */
export function useExport(filters: OrderFilters) {
  const exportOrders = useService(ExportOrders);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const sheet = await exportOrders.execute(filters);
      if (sheet.ok) downloadBlob(sheet.value.blob, sheet.value.fileName);
    } catch {
      // The request layer has told the user.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run: () => void run() };
}
