import { TOKENS } from '../tokens';
import { readPort } from '../read-port';

/** The signed-in designer's profile (personalInfo). Failures are thrown. */
export const LoadDesignerProfile = readPort(TOKENS.DesignerProfileGateway, (gateway, id: number) => gateway.load(id));
export type LoadDesignerProfile = InstanceType<typeof LoadDesignerProfile>;
