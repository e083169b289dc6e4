import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { TOKENS } from '../../../src/application/tokens';
import { ContainerProvider } from '../../../src/ui/platform/container-context';
import { QueryProvider, queryClientOf } from '../../../src/ui/platform/query-client';
import { localUser } from '../../fakes/signed-in-session';
import { testContainer } from '../test-app';

const ORDERS = ['orders', 'list'];

function Orders() {
  const orders = useQuery({ queryKey: ORDERS, queryFn: async () => ['merchant order 501001'] });
  return <p>{orders.data?.join()}</p>;
}

/** The signed-in shell's screens, reading the page's client, for an account that signed in. */
function signedInScreens() {
  const app = testContainer();
  const session = app.container.get(TOKENS.SessionModel);
  session.started({ user: localUser(1001), permissions: null });
  const view = render(
    <ContainerProvider container={app.container}>
      <QueryProvider>
        <Orders />
      </QueryProvider>
    </ContainerProvider>,
  );
  return { view, session, queries: queryClientOf(app.container) };
}

describe("the page's query client under the screens", () => {
  it("drops the leaving account's answers once its screens are gone after 退出", async () => {
    const { view, session, queries } = signedInScreens();
    await view.findByText('merchant order 501001');
    session.cleared();
    view.unmount();
    await waitFor(() => expect(queries.getQueryData(ORDERS)).toBeUndefined());
  });

  it('keeps them while someone is signed in (the screens only moved)', async () => {
    const { view, queries } = signedInScreens();
    await view.findByText('merchant order 501001');
    view.unmount();
    // After the provider's own timer: timers of the same delay run in order.
    await new Promise((resolve) => setTimeout(resolve));
    expect(queries.getQueryData(ORDERS)).toEqual(['merchant order 501001']);
  });
});
