import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pageWindow, type PagerTexts } from './Pager';
import { renderAt } from '@app/ui/testing';

const texts: PagerTexts = {
  previous: 'Previous',
  next: 'Next',
  page: (page, pages) => `Page ${page} of ${pages}`,
  showing: (from, to, total) => `Showing ${from}-${to} of ${total}`,
};

describe('pageWindow', () => {
  it('clamps the page and gives the shown range', () => {
    expect(pageWindow(1, 0, 50)).toEqual({ page: 1, pages: 1, from: 0, to: 0 });
    expect(pageWindow(2, 120, 50)).toEqual({ page: 2, pages: 3, from: 51, to: 100 });
    expect(pageWindow(9, 120, 50)).toEqual({ page: 3, pages: 3, from: 101, to: 120 });
    expect(pageWindow(-1, 120, 50)).toMatchObject({ page: 1 });
  });
});

describe('Pager (server paging)', () => {
  it('renders nothing when everything fits one page', () => {
    renderAt('/list', <Pager label="Log" total={25} pageSize={25} texts={texts} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('reads the page from the URL and writes the next one back', async () => {
    const view = renderAt('/list?page=2&search=x', <Pager label="Log" total={60} pageSize={25} texts={texts} />);
    expect(screen.getByRole('navigation', { name: 'Log' })).toHaveTextContent('Showing 26-50 of 60');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(view.location().search).toBe('?page=3&search=x');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(view.location().search).toBe('?search=x');
  });

  it('uses its own search param and can be disabled', () => {
    renderAt('/list?logPage=2', <Pager label="Log" total={60} pageSize={25} texts={texts} param="logPage" disabled />);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

