import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../../application/tokens';
import { DeletePromotion } from '../../../../application/promotions/delete-promotion';
import type { Promotion } from '../../../../domain/promotion/promotion';
import { promotionEditBlocker } from '../../../../domain/promotion/promotion-rules';
import { useService } from '../../../platform/container-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListTable } from '../../../components/list-table';
import { useScrolledPages } from '../../../components/infinite-scroll';
import { ListFooter } from '../../../components/content/list-footer';
import { useContentActor } from '../../../components/content/use-content-actor';
import { useContentDelete } from '../../../components/content/use-confirmed-delete';
import { promotionCells } from './promotion-row';
import { promotionKeys, usePromotionList } from './use-promotion-queries';

const COLUMNS = ['封面', '标题', '发布时间', '状态', '操作'];

/** One tab's table: 10 per page, the next page 100 px before the bottom; only status 3 is edited or deleted. */
export function PromotionTable({ status }: { status: 0 | 1 | 2 | 3 }) {
  const actor = useContentActor();
  const query = usePromotionList(status);
  // The first page mounts in a deferred, time-sliced pass.
  const { items: promotions, loading, pending } = useScrolledPages(query);
  const remove = useService(DeletePromotion);
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const deletion = useContentDelete(remove, promotionKeys.all, { success: '删除成功!', refusal: 'warning' });

  const edit = (p: Promotion) => {
    const blocked = promotionEditBlocker(actor, p.status);
    if (blocked) return notifier.warning(blocked);
    void navigate({ to: '/personal/promotionsadd', search: { id: p.id, status: p.status } });
  };
  const askDelete = (p: Promotion) => {
    const blocked = remove.check(p);
    if (blocked) return notifier.warning(blocked);
    deletion.ask(p);
  };

  return (
    <>
      <ListTable
        label="优惠活动列表"
        columns={COLUMNS}
        loading={pending}
        rows={promotions}
        rowKey={(p) => p.id}
        titleColumn={1}
        actionsColumn={4}
        cells={(p) => promotionCells(p, edit, askDelete)}
      />
      <ListFooter query={query} firstPagePending={pending} loading={loading} empty={query.isSuccess && promotions.length === 0} ended={!query.hasNextPage && promotions.length > 0} />
      <ConfirmDialog {...deletion.dialog}>请确认是否删除该条信息</ConfirmDialog>
    </>
  );
}
