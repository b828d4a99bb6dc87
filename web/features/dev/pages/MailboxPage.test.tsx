import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { MailboxPage } from './MailboxPage';

const routes = [{ path: '/dev/mailbox', element: <MailboxPage /> }];
const message = (to: string, text: string, channel: 'email' | 'sms' = 'email') => ({
  to,
  channel,
  subject: channel === 'email' ? 'Your Roslis verification code' : '',
  text,
  createdAt: '2026-11-22T09:00:00.000Z',
});

describe('MailboxPage', () => {
  it('lists the outbox, and asks the API for one recipient when filtered', async () => {
    const calls = mockFetch([
      {
        path: '/api/dev/outbox',
        body: [message('a@example.test', 'Code 111111'), message('+919847000001', 'Code 222222', 'sms')],
      },
    ]);
    renderRoutes(routes, { initialPath: '/dev/mailbox' });
    expect(await screen.findByText('Code 111111')).toBeInTheDocument();
    expect(screen.getByText('Code 222222')).toBeInTheDocument();
    expect(screen.getByLabelText('Text message')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('E-mail address or phone number'), 'a@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Show messages' }));
    await screen.findByText('Code 111111');
    expect(calls.calls.at(-1)?.url).toBe('/api/dev/outbox?to=a%40example.test');
  });

  it('says so when the outbox is empty, and when it is not available (production)', async () => {
    mockFetch([{ path: '/api/dev/outbox', body: [] }]);
    const { unmount } = renderRoutes(routes, { initialPath: '/dev/mailbox' });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    unmount();
    mockFetch([
      { path: '/api/dev/outbox', status: 404, body: { message: 'No API route', code: 'NOT_FOUND' } },
    ]);
    renderRoutes(routes, { initialPath: '/dev/mailbox' });
    expect(await screen.findByText('The mailbox is available outside production only.')).toBeInTheDocument();
  });
});
