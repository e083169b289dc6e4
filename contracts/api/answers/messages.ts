import * as v from 'valibot';
import { oneIsYes } from '../answer-shapes';

/**
 * GET /v2/notify/point/type: the dots of the user's account; the app reads only data.mine.msg_box
 * (1: unread messages, the message entry shows its dot). A missing or malformed
 * answer shows no dot and no toast.
 */
export const MessageBoxDotSchema = v.fallback(
  v.pipe(
    v.nullish(v.object({ mine: v.nullish(v.object({ msg_box: oneIsYes })) })),
    v.transform((data) => data?.mine?.msg_box ?? false),
  ),
  false,
);
