import { contentGateway } from '../tokens';
import { deleteContent } from '../content/delete-content';
import { honorDeleteBlocker } from '../../domain/honor/honor-permissions';

/** The rules first: a pending honour is never sent for deletion. */
export const DeleteHonor = deleteContent({
  gateway: contentGateway('honors'),
  blocker: honorDeleteBlocker,
  id: (honor: { id: number; status: number }) => honor.id,
  status: (honor) => honor.status,
});
export type DeleteHonor = InstanceType<typeof DeleteHonor>;
