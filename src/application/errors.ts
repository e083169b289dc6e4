/** A business answer other than success: the envelope's code, msg and data. */
export class BusinessError<D = unknown> {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data?: D,
  ) {}
}

/** Thrown once the request layer has handled an expired session; callers just stop. */
export class SessionExpiredError extends Error {
  constructor() {
    super('session expired');
    this.name = 'SessionExpiredError';
  }
}

/** `invalid-answer`: a success answer whose data does not have the shape the gateway expects. */
export type FailureKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-answer';

/** A transport failure the request layer has already reported to the user. */
export class RequestFailedError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(`request failed: ${kind}${status ? ` ${status}` : ''}`);
    this.name = 'RequestFailedError';
  }
}

export const isAbort = (e: unknown) => e instanceof RequestFailedError && e.kind === 'aborted';
