import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { BannerGateway } from '../ports/banner-gateway';
import type { Clock } from '../ports/clock';
import { CurrentActor } from '../content/current-actor';
import type { BusinessError } from '../errors';
import { type Result, err, ok } from '../../domain/shared/result';
import type { FieldErrors } from '../../domain/shared/validation';
import type { Banner } from '../../domain/banner/banner';
import {
  BANNER_MESSAGES,
  type BannerField,
  type BannerFormValues,
  CITY_LIMIT_MESSAGES,
  dayOf,
  isBannerUnchanged,
  toBannerPayload,
  validateBannerForm,
} from '../../domain/banner/banner-form';
import { bannerCreateBlocker, bannerEditBlocker } from '../../domain/banner/banner-permissions';
import type { Load } from '../ports/load';

/** The business codes a banner save turns into its own UI (spec 2 section 8). */
export const BANNER_CODES = { imageReset: 20022, companyPeriod: 20704, cityLimit: 20710, companyLocked: 20711, companyLimit: 20712 } as const;
export const BANNER_HANDLED_CODES: readonly number[] = Object.values(BANNER_CODES);

export type BannerSaveError =
  | { kind: 'forbidden'; message: string }
  | { kind: 'invalid'; fields: FieldErrors<BannerField> }
  | { kind: 'unchanged'; message: string }
  /** 20022: the image is cleared and must be chosen again. */
  | { kind: 'image-reset'; message: string }
  /** 20704, 20710, 20711, 20712 with their message; '' when the request layer already told the user. */
  | { kind: 'rejected'; message: string };

function failure(error: BusinessError, values: BannerFormValues): BannerSaveError {
  if (error.code === BANNER_CODES.imageReset) return { kind: 'image-reset', message: error.msg };
  if (error.code === BANNER_CODES.cityLimit) return { kind: 'rejected', message: CITY_LIMIT_MESSAGES[values.placement] ?? error.msg };
  return { kind: 'rejected', message: BANNER_HANDLED_CODES.includes(error.code) ? error.msg : '' };
}

/** Adds a banner to a placement, or saves the edit of one that is not locked. */
@injectable()
export class SaveBanner {
  constructor(
    @inject(TOKENS.BannerGateway) private readonly banners: Load<BannerGateway>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(values: BannerFormValues, original?: Banner): Promise<Result<true, BannerSaveError>> {
    const actor = this.actor.get();
    const blocked = original ? bannerEditBlocker(actor, original.status) : bannerCreateBlocker(actor);
    if (blocked) return err({ kind: 'forbidden', message: blocked });
    // An untouched edit says so first: its old start may lie before today.
    if (original && isBannerUnchanged(values, original, values.placement)) return err({ kind: 'unchanged', message: BANNER_MESSAGES.unchanged });
    const fields = validateBannerForm(values, dayOf(this.clock.now()), Boolean(original));
    if (Object.keys(fields).length) return err({ kind: 'invalid', fields });
    const payload = toBannerPayload(values);
    const answer = original ? await (await this.banners()).update(original.bannerId, payload) : await (await this.banners()).create(payload);
    return answer.ok ? ok(true) : err(failure(answer.error, values));
  }
}
