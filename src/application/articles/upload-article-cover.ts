import { uploadContentImage } from '../content/upload-content-image';
import { checkCoverType } from '../../domain/article/article-form';

/** The cover goes to storage under article/ as soon as it is chosen; the form keeps its key. */
export const UploadArticleCover = uploadContentImage({ folder: 'article', check: checkCoverType });
export type UploadArticleCover = InstanceType<typeof UploadArticleCover>;
