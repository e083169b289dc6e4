/** A business answer other than success: the envelope's code, msg and data. */
export class BusinessError<D = unknown> {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data?: D,
  ) {}
}

/**
 * A read the server refused, thrown from a query's function so that the query fails (the list
 * says so with 重试). The request layer has already shown the refusal's msg.
 */
export class QueryFailedError extends Error {
  constructor(readonly cause: BusinessError) {
    super(cause.msg || `code ${cause.code}`);
    this.name = 'QueryFailedError';
  }
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

/** A form's outcome when the domain refused fields: the spec's message per field; nothing was sent. */
export type InvalidFields<F extends string> = { kind: 'invalid'; fields: Partial<Record<F, string>> };

/** A refusal the screen shows in words: the server's msg, or the spec's message for it. */
export type Rejected = { kind: 'rejected'; message: string };

/** What a form's use case may answer besides success: fields refused before sending, or a refusal in words. */
export type FormRefusal<F extends string> = InvalidFields<F> | Rejected;
