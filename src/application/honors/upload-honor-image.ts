import { uploadContentImage } from '../content/upload-content-image';
import { checkHonorImage } from '../../domain/honor/honor-form';

/** One honour photo: checked (type, 300KB-5MB), then stored under honor/ with its progress. */
export const UploadHonorImage = uploadContentImage({ folder: 'honor', check: checkHonorImage });
export type UploadHonorImage = InstanceType<typeof UploadHonorImage>;
