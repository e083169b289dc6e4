import { describe, expect, it } from 'vitest';
import { submitCompanySave } from '../../../src/ui/features/personal/company/enterprise-form';
import { RequestFailedError, SessionExpiredError } from '../../../src/application/errors';
import { RecordingNotifier } from '../../fakes/recording-notifier';

/** The company forms' submit: a failure the request layer told stays quiet; any other is not swallowed. */
describe('submitCompanySave', () => {
  const submit = (failure: unknown) => {
    const notifier = new RecordingNotifier();
    const run = submitCompanySave(notifier, () => Promise.reject(failure), async () => undefined);
    return { notifier, done: run({ value: {}, formApi: { reset: () => undefined } }) };
  };

  it('leaves a told failure (no answer, an expired session) to the request layer', async () => {
    for (const failure of [new RequestFailedError('network'), new SessionExpiredError()]) {
      const { notifier, done } = submit(failure);
      await expect(done).resolves.toBeUndefined();
      expect(notifier.messages()).toEqual([]);
    }
  });

  it('lets any other failure through, so a broken body cannot fail silently', async () => {
    await expect(submit(new TypeError('invalid body')).done).rejects.toThrow('invalid body');
  });
});
