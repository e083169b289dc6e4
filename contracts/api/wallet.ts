import { endpoint } from './endpoint';
import * as v from 'valibot';
import { DATE_TIME_MESSAGE, DATE_TIME_TEXT } from './request-shapes';
import { WalletSchema } from './answers/wallet';
import { NO_PERMISSION_CODE } from '../../src/domain/common/business-codes';

/** "yyyy-MM-dd HH:mm:ss" in Beijing time (the backend's wall clock) -> seconds since the epoch (NaN when malformed). */
export const beijingSeconds = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`) / 1000;

const time = () => v.pipe(v.string(), v.trim(), v.regex(DATE_TIME_TEXT, DATE_TIME_MESSAGE), v.check((s) => Number.isFinite(beijingSeconds(s)), '时间无效'));

export const WalletQuery = v.pipe(
  v.object({ startTime: time(), endTime: time() }),
  v.forward(
    v.check((q) => beijingSeconds(q.startTime) <= beijingSeconds(q.endTime), '结束时间不能早于开始时间'),
    ['endTime'],
  ),
);

export const wallet = {
  records: endpoint({
    method: 'GET',
    path: '/v2/account/wallet',
    bearer: 'always',
    what: 'wallet (startTime, endTime): money and details',
    known: 'assumed',
    spec: '2',
    query: WalletQuery,
    answer: WalletSchema,
    codes: [NO_PERMISSION_CODE],
  }),
};
