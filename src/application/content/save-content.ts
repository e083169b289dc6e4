import { inject, injectable } from 'inversify';
import type * as v from 'valibot';
import { TOKENS, contentGateway } from '../tokens';
import type { ContentArea } from '../ports/content-gateway';
import { CurrentActor } from './current-actor';
import type { BusinessError, InvalidFields } from '../errors';
import type { Clock } from '../ports/clock';
import type { Load } from '../ports/load';
import type { ContentActor } from '../../domain/content/actor';
import { type Result, err, ok } from '../../domain/common/result';
import { formErrors } from '../../domain/common/schema';
import { AUDIT_FAILED_CODE } from '../../domain/common/business-codes';

type Answer = Promise<Result<unknown, BusinessError>>;

/** A content area's gateway as far as saving goes: create a new item or update one. */
interface Writable<P> {
  create(payload: P): Answer;
  update(id: number, payload: P): Answer;
}

/** The refusals every content area's save shares; each area adds its own server refusals. */
export type ContentSaveError<F extends string> =
  | { kind: 'forbidden'; message: string }
  | InvalidFields<F>
  | { kind: 'unchanged'; message: string };

/** What differs between content areas when an item is created or edited. */
export interface SaveContentConfig<V, O extends { status: number }, P, E> {
  area: ContentArea;
  /** The area's rules: why this actor may not create, or not edit an item in this status. */
  createBlocker: (actor: ContentActor) => string | null;
  editBlocker: (actor: ContentActor, status: number) => string | null;
  /** The area's form schema; its dates may be held to today, and differently on edit (to the original's). */
  form: (context: { now: Date; editing: boolean; original?: O }) => v.GenericSchema<V>;
  /** Whether the edit changes nothing, and the message that says so. */
  isUnchanged: (values: V, original: O) => boolean;
  unchangedMessage: string;
  /**
   * Say "nothing changed" before checking the fields, for areas whose dates are checked against
   * today: an untouched edit's old start date would otherwise be reported instead.
   */
  unchangedFirst?: boolean;
  /** The original's id; `id` by default. */
  id?: (original: O) => number;
  toPayload: (values: V) => P;
  /** The area's reading of 20022, the audit's refusal (an image cleared, or silence). */
  auditFailed: (error: BusinessError) => E;
  /** The area's reading of any other server refusal. */
  failure: (error: BusinessError, values: V) => E;
}

/**
 * The save use case of a content area: the rules first, then "nothing changed" and the fields,
 * then a create for a new item or an update of the original; a server refusal is read by the
 * area. One implementation for every area, configured per area.
 */
export function saveContent<V extends object, O extends { status: number }, P, E>(config: SaveContentConfig<V, O, P, E>) {
  type SaveError = ContentSaveError<keyof V & string> | E;
  const id = config.id ?? ((original: O) => (original as O & { id: number }).id);
  const refusal = (error: BusinessError, values: V) => (error.code === AUDIT_FAILED_CODE ? config.auditFailed(error) : config.failure(error, values));

  @injectable()
  class SaveContent {
    constructor(
      @inject(contentGateway(config.area)) readonly load: Load<Writable<P>>,
      @inject(CurrentActor) readonly actor: CurrentActor,
      @inject(TOKENS.Clock) readonly clock: Clock,
    ) {}

    async execute(values: V, original?: O): Promise<Result<true, SaveError>> {
      const actor = this.actor.get();
      const blocked = original ? config.editBlocker(actor, original.status) : config.createBlocker(actor);
      if (blocked) return err({ kind: 'forbidden', message: blocked });
      const unchanged = (): SaveError | null =>
        original && config.isUnchanged(values, original) ? { kind: 'unchanged', message: config.unchangedMessage } : null;
      const invalid = (): SaveError | null => {
        const fields = formErrors(config.form({ now: this.clock.now(), editing: Boolean(original), original }), values) as Partial<Record<keyof V & string, string>>;
        return Object.keys(fields).length ? { kind: 'invalid', fields } : null;
      };
      const refused = config.unchangedFirst ? (unchanged() ?? invalid()) : (invalid() ?? unchanged());
      if (refused) return err(refused);
      const payload = config.toPayload(values);
      const gateway = await this.load();
      const answer = original ? await gateway.update(id(original), payload) : await gateway.create(payload);
      return answer.ok ? ok(true) : err(refusal(answer.error, values));
    }
  }
  return SaveContent;
}
