import type { ReactNode } from 'react';
import { Container } from 'inversify';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '../../src/ui/app/app-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { TOKENS } from '../../src/application/tokens';
import { createSessionModel } from '../../src/application/session/session.model';
import { createExpiryModel } from '../../src/application/session/expiry.model';
import { DevCaptcha } from '../../src/adapters/captcha/dev-captcha';
import { ContainerProvider } from '../../src/ui/platform/container-context';
import { createQueryClient } from '../../src/ui/platform/query-client';
import { InMemorySessionStore } from '../fakes/in-memory-session-store';
import { FakeAuthGateway } from '../fakes/fake-auth-gateway';
import { FakeUserGateway } from '../fakes/fake-user-gateway';
import { FakeNavigator } from '../fakes/fake-navigator';
import { RecordingNotifier } from '../fakes/recording-notifier';
import { RecordingConnection } from '../fakes/recording-connection';

/** A container with in-memory fakes for every port the screens use. */
export function testContainer() {
  const c = new Container({ autobind: true, defaultScope: 'Singleton' });
  const fakes = {
    store: new InMemorySessionStore(),
    auth: new FakeAuthGateway(),
    users: new FakeUserGateway(),
    navigator: new FakeNavigator(),
    notifier: new RecordingNotifier(),
    connection: new RecordingConnection(),
  };
  c.bind(TOKENS.SessionStore).toConstantValue(fakes.store);
  c.bind(TOKENS.AuthGateway).toConstantValue(fakes.auth);
  c.bind(TOKENS.LegacySite).toConstantValue({ logout: () => undefined });
  c.bind(TOKENS.UserGateway).toConstantValue(fakes.users);
  c.bind(TOKENS.AppNavigator).toConstantValue(fakes.navigator);
  c.bind(TOKENS.Notifier).toConstantValue(fakes.notifier);
  c.bind(TOKENS.Connection).toConstantValue(fakes.connection);
  c.bind(TOKENS.Captcha).toConstantValue(new DevCaptcha());
  c.bind(TOKENS.SessionModel).toConstantValue(createSessionModel());
  c.bind(TOKENS.ExpiryModel).toConstantValue(createExpiryModel());
  return { container: c, ...fakes };
}

export function renderWithApp(ui: ReactNode, container = testContainer()) {
  const view = render(
    <ChakraProvider value={appSystem}>
      <QueryClientProvider client={createQueryClient()}>
        <ContainerProvider container={container.container}>{ui}</ContainerProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...view, ...container };
}
