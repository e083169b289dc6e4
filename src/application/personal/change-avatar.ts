import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import type { BusinessError } from '../errors';
import { type Result, err, ok } from '../../domain/common/result';
import { LoadCurrentUser } from '../session/load-current-user';

/**
 * A sub-account's new avatar: the cropped JPEG goes to storage (with progress), the stored key
 * to POST /v2/users/upload-avatar, and the user index is loaded again so the header shows it.
 */
export const ChangeAvatar = defineUseCase([TOKENS.FileStorage, TOKENS.UserGateway, LoadCurrentUser], (storage, users, loadUser) => ({
  async execute(jpeg: Blob, onProgress?: (percent: number) => void): Promise<Result<string, BusinessError>> {
    const file = Object.assign(jpeg, { name: 'avatar.jpg' });
    const stored = await (await storage()).upload(file, 'avatar', onProgress);
    const saved = await users.uploadAvatar(stored.key);
    if (!saved.ok) return err(saved.error);
    await loadUser.execute();
    return ok(stored.key);
  },
}));
export type ChangeAvatar = InstanceType<typeof ChangeAvatar>;
