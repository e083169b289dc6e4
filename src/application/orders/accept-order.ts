import { injectFromBase, injectable } from 'inversify';
import { SetOrderStatus } from './set-order-status';

/** 接单: status 3; the row becomes 已接单. */
@injectable()
@injectFromBase()
export class AcceptOrder extends SetOrderStatus {
  protected readonly action = 'accept';
}
