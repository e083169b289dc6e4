import { describe, expect, it } from 'vitest';
import { BusinessError, QueryFailedError, RequestFailedError, SessionExpiredError, isAbort } from '../../../src/application/errors';

describe('the errors the use cases throw', () => {
  it("a refused read says the server's msg, or its code when the msg is empty", () => {
    const refused = new QueryFailedError(new BusinessError(20001, 'refused'));
    expect(refused).toBeInstanceOf(Error);
    expect([refused.name, refused.message, refused.cause.code]).toEqual(['QueryFailedError', 'refused', 20001]);
    expect(new QueryFailedError(new BusinessError(20001, '')).message).toBe('code 20001');
  });

  it('an expired session is its own error', () => {
    const expired = new SessionExpiredError();
    expect([expired.name, expired.message]).toEqual(['SessionExpiredError', 'session expired']);
  });

  it('a transport failure names its kind and any HTTP status', () => {
    const http = new RequestFailedError('http', 502, 'bad gateway');
    expect([http.name, http.message, http.kind, http.status, http.body]).toEqual(['RequestFailedError', 'request failed: http 502', 'http', 502, 'bad gateway']);
    expect(new RequestFailedError('network').message).toBe('request failed: network');
  });

  it('only an aborted request is an abort', () => {
    expect(isAbort(new RequestFailedError('aborted'))).toBe(true);
    expect(isAbort(new RequestFailedError('timeout'))).toBe(false);
    expect(isAbort(Object.assign(new Error('aborted'), { kind: 'aborted' }))).toBe(false);
    expect(isAbort(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
