import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { FileStorage } from '../ports/file-storage';
import type { UserGateway } from '../ports/user-gateway';
import type { BusinessError } from '../errors';
import { type Result, err, ok } from '../../domain/common/result';
import { LoadCurrentUser } from '../session/load-current-user';
import type { Load } from '../ports/load';

/**
 * A sub-account's new avatar: the cropped JPEG goes to storage (with progress), the stored key
 * to POST /v2/users/upload-avatar, and the user index is loaded again so the header shows it.
 */
@injectable()
export class ChangeAvatar {
  constructor(
    @inject(TOKENS.FileStorage) private readonly storage: Load<FileStorage>,
    @inject(TOKENS.UserGateway) private readonly users: UserGateway,
    @inject(LoadCurrentUser) private readonly loadUser: LoadCurrentUser,
  ) {}

  async execute(jpeg: Blob, onProgress?: (percent: number) => void): Promise<Result<string, BusinessError>> {
    const file = Object.assign(jpeg, { name: 'avatar.jpg' });
    const stored = await (await this.storage()).upload(file, 'avatar', onProgress);
    const saved = await this.users.uploadAvatar(stored.key);
    if (!saved.ok) return err(saved.error);
    await this.loadUser.execute();
    return ok(stored.key);
  }
}
