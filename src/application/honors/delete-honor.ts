import { deleteContent } from '../content/delete-content';
import { honorDeleteBlocker } from '../../domain/honor/honor-permissions';

/** The rules first: a pending honour is never sent for deletion. */
export const DeleteHonor = deleteContent({ area: 'honors', blocker: honorDeleteBlocker });
export type DeleteHonor = InstanceType<typeof DeleteHonor>;
