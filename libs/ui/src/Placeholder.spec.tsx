import { render, screen } from '@testing-library/react';
import { PAGE_NOT_FOUND_TEXT, Placeholder } from './Placeholder';

it('says an address has no screen, without promising one', () => {
  render(<Placeholder title="Page not found" notFound />);
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText(PAGE_NOT_FOUND_TEXT)).toBeInTheDocument();
});

it('lists the planned items of a screen to come under its badge', () => {
  render(<Placeholder title="General Settings" planned={{ badge: 'Coming Soon', intro: 'Planned items:', items: ['Time zone', 'Branding'] }} />);
  expect(screen.getByRole('heading', { name: 'General Settings Coming Soon' })).toBeInTheDocument();
  expect(screen.getByText('Planned items:')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Time zone', 'Branding']);
  expect(screen.queryByText(PAGE_NOT_FOUND_TEXT)).not.toBeInTheDocument();
});
