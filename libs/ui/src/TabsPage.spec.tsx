import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabsPage } from './TabsPage';

const tabs = [
  { key: 'one', title: 'One', content: <p>first pane</p> },
  { key: 'two', title: 'Two', content: <p>second pane</p> },
] as const;

it('shows the heading and the first tab, mounting the others when selected', async () => {
  render(<TabsPage id="demo-tabs" title="Demo" tabs={tabs} />);
  expect(screen.getByRole('heading', { name: 'Demo' })).toBeInTheDocument();
  expect(screen.getByText('first pane')).toBeInTheDocument();
  expect(screen.queryByText('second pane')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Two' }));
  expect(screen.getByText('second pane')).toBeInTheDocument();
});

it('opens on the given tab', () => {
  render(<TabsPage id="demo-tabs" title="Demo" tabs={tabs} initialTab="two" />);
  expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
});
