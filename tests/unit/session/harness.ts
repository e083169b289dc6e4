import { createSessionModel } from '../../../src/application/session/session.model';
import { createExpiryModel } from '../../../src/application/session/expiry.model';
import { StartSession } from '../../../src/application/session/start-session';
import { PendingSignIn } from '../../../src/application/session/pending-sign-in';
import { CompleteSignIn } from '../../../src/application/session/post-login';
import { InMemorySessionStore } from '../../fakes/in-memory-session-store';
import { FakeAuthGateway } from '../../fakes/fake-auth-gateway';
import { FakeUserGateway } from '../../fakes/fake-user-gateway';
import { FakeNavigator } from '../../fakes/fake-navigator';
import { RecordingNotifier } from '../../fakes/recording-notifier';

/** Fresh fakes and models for one test: use cases are built directly, no container. */
export function sessionHarness() {
  const store = new InMemorySessionStore();
  const model = createSessionModel();
  const auth = new FakeAuthGateway();
  const users = new FakeUserGateway();
  const navigator = new FakeNavigator();
  const notifier = new RecordingNotifier();
  const expiry = createExpiryModel();
  const start = new StartSession(store, model);
  const pending = new PendingSignIn();
  const complete = new CompleteSignIn(pending, start);
  return { store, model, auth, users, navigator, notifier, expiry, start, pending, complete };
}
