import { TOKENS } from '../tokens';
import { readPort } from '../read-port';

/** The style, type and work-years choices of the designer form. Failures are thrown. */
export const LoadDesignerAttrs = readPort(TOKENS.DesignerProfileGateway, (gateway) => gateway.attrs());
export type LoadDesignerAttrs = InstanceType<typeof LoadDesignerAttrs>;
