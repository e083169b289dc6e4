import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { TOKENS } from '../../../src/application/tokens';
import { EXPIRY_DIALOG } from '../../../src/application/session/expire-session';
import { AppChrome } from '../../../src/ui/app/app-chrome';
import { renderWithApp, testContainer } from '../test-app';

// The expiry dialog's chunk does not arrive, as a browser's import on a flaky network.
vi.mock('../../../src/ui/components/session-expired-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('what the page shows over every screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says an expiry whose dialog does not arrive as a message, and only that: not the network\'s line besides it', async () => {
    const app = testContainer();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(<AppChrome />, app);
    const expiry = app.container.get(TOKENS.ExpiryModel);
    act(() => expiry.shown());
    await waitFor(() => expect(app.notifier.messages('warning')).toEqual([EXPIRY_DIALOG.text]));
    expect(app.connection.unreachable).toBe(0);
    expect(app.notifier.messages('error')).toEqual([]);
    expect(expiry.$open.getState()).toBe(false);
  });
});
