import { uploadContentImage } from '../content/upload-content-image';
import { checkPosterType } from '../../domain/promotion/promotion-form';

/** The poster goes to storage under promotion/ as soon as it is chosen; the form keeps its key. */
export const UploadPromotionPoster = uploadContentImage({ folder: 'promotion', check: checkPosterType });
export type UploadPromotionPoster = InstanceType<typeof UploadPromotionPoster>;
