import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/utils';
import { RegisterSuccessPage } from './RegisterSuccessPage';

const routes = [
  { path: '/register/success', element: <RegisterSuccessPage /> },
  { path: '/', element: <p>Home page</p> },
];

describe('RegisterSuccessPage', () => {
  it('welcomes the applicant and lists what happens next', () => {
    renderRoutes(routes, { initialPath: '/register/success' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Roslis' })).toBeInTheDocument();
    expect(screen.getByText(/within 3-5 business days/)).toBeInTheDocument();
    expect(screen.getByText(/by a call or an e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Card activation/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your profile' })).toHaveAttribute('href', '/profile');
  });

  it('links to the home page', async () => {
    const { router } = renderRoutes(routes, { initialPath: '/register/success' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
