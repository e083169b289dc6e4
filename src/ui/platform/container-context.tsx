import { createContext, useContext, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';
import { useUnit } from 'effector-react';
import { TOKENS } from '../../application/tokens';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerProvider is missing');
  return container;
}

/** A use case or port from the container (singletons, so the reference is stable). */
export function useService<T>(id: ServiceIdentifier<T>): T {
  return useContainer().get<T>(id);
}

/** The client session state of spec 1 section 3, read reactively. */
export function useSession() {
  const model = useService(TOKENS.SessionModel);
  return useUnit({
    user: model.$user,
    role: model.$accountRole,
    permissions: model.$permissionList,
    userIndex: model.$userIndex,
    licenseStatus: model.$licenseStatus,
    messageDot: model.$messageDot,
  });
}
