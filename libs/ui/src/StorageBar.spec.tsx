import { render, screen } from '@testing-library/react';
import { StorageBar, storageLevel, storagePercent } from './StorageBar';

describe('storageLevel', () => {
  it.each([
    [0, 'success'],
    [69, 'success'],
    [69.99, 'success'],
    [70, 'warning'],
    [90, 'warning'],
    [90.5, 'danger'],
    [91, 'danger'],
    [120, 'danger'],
  ])('%s%% -> %s', (percent, level) => {
    expect(storageLevel(percent)).toBe(level);
  });
});

it('computes percent of the MB limit', () => {
  expect(storagePercent(50 * 1024 * 1024, 100)).toBe(50);
  expect(storagePercent(1, 0)).toBe(0);
});

it('renders used size, limit and a coloured bar', () => {
  render(<StorageBar usedBytes={95 * 1024 * 1024} limitMB={100} />);
  expect(screen.getByText('95.00 MB / 100 MB')).toBeInTheDocument();
  const bar = screen.getByTestId('storage-bar');
  expect(bar.querySelector('.bg-danger')).not.toBeNull();
});
