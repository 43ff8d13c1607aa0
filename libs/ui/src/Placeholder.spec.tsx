import { render, screen } from '@testing-library/react';
import { PAGE_NOT_FOUND_TEXT, Placeholder } from './Placeholder';

it('announces a screen to come', () => {
  render(<Placeholder title="HMRC Integration Management" />);
  expect(screen.getByRole('heading', { name: 'HMRC Integration Management' })).toBeInTheDocument();
  expect(screen.getByText('HMRC Integration Management will be available soon.')).toBeInTheDocument();
});

it('says an address has no screen, without promising one', () => {
  render(<Placeholder title="Page not found" notFound />);
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText(PAGE_NOT_FOUND_TEXT)).toBeInTheDocument();
  expect(screen.queryByText(/will be available soon/)).not.toBeInTheDocument();
});
