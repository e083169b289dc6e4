import { TOKENS } from '../tokens';
import { readPort } from '../read-port';

/** The permission catalogue the checkboxes are built from. Failures are thrown. */
export const LoadPermissionCatalogue = readPort(TOKENS.SubAccountAdminGateway, (gateway) => gateway.permissions());
export type LoadPermissionCatalogue = InstanceType<typeof LoadPermissionCatalogue>;
