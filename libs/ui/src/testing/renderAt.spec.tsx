import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useParams, useSearchParams } from '@app/router';
import { renderAt } from './index';

function Screen() {
  const { section } = useParams();
  const [params] = useSearchParams();
  return (
    <>
      <p>{`${section ?? 'none'} page ${params.get('page') ?? '1'}`}</p>
      <Link to="?page=2">Next</Link>
    </>
  );
}

it('opens the screen at a URL, resolves route params and follows navigation', async () => {
  const view = renderAt('/admin/users?page=1', <Screen />, { route: '/admin/:section/*' });
  expect(screen.getByText('users page 1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Next' }));
  expect(screen.getByText('users page 2')).toBeInTheDocument();
  expect(view.location()).toMatchObject({ pathname: '/admin/users', search: '?page=2' });
});

it('renders without a route pattern too', () => {
  const view = renderAt('/somewhere', <Screen />);
  expect(screen.getByText('none page 1')).toBeInTheDocument();
  expect(view.location().pathname).toBe('/somewhere');
});
