import { useCallback } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useResource } from './useResource';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

it('loads on mount: loading, then data and loaded', async () => {
  const first = deferred<number[]>();
  const load = jest.fn(() => first.promise);
  const { result } = renderHook(() => useResource(load, [] as number[]));
  expect(result.current).toMatchObject({ data: [], loading: true, loaded: false, error: false });
  await act(async () => first.resolve([1, 2]));
  expect(result.current).toMatchObject({ data: [1, 2], loading: false, loaded: true, error: false });
  expect(load).toHaveBeenCalledTimes(1);
});

it('keeps the previous data on failure, reports it, and clears the error when a reload starts', async () => {
  const onError = jest.fn();
  const load = jest.fn<Promise<string>, []>().mockResolvedValueOnce('a').mockRejectedValueOnce(new Error('down'));
  const { result } = renderHook(() => useResource(load, '', { onError }));
  await waitFor(() => expect(result.current.data).toBe('a'));
  await act(() => result.current.reload());
  expect(result.current).toMatchObject({ data: 'a', error: true, loaded: true, loading: false });
  expect(onError).toHaveBeenCalledWith(new Error('down'));

  const next = deferred<string>();
  load.mockReturnValueOnce(next.promise);
  act(() => void result.current.reload());
  expect(result.current).toMatchObject({ loading: true, error: false });
  await act(async () => next.resolve('b'));
  expect(result.current).toMatchObject({ data: 'b', error: false });
});

it('keepErrorUntilSuccess leaves the error shown while reloading', async () => {
  const load = jest.fn<Promise<number>, []>().mockRejectedValueOnce(new Error('down'));
  const { result } = renderHook(() => useResource(load, 0, { keepErrorUntilSuccess: true }));
  await waitFor(() => expect(result.current.error).toBe(true));
  const next = deferred<number>();
  load.mockReturnValueOnce(next.promise);
  act(() => void result.current.reload());
  expect(result.current).toMatchObject({ loading: true, error: true });
  await act(async () => next.resolve(7));
  expect(result.current).toMatchObject({ data: 7, error: false, loaded: true });
});

it('enabled: false makes no call and is not loading', async () => {
  const load = jest.fn(() => Promise.resolve(1));
  const { result } = renderHook(() => useResource(load, 0, { enabled: false }));
  await act(() => result.current.reload());
  expect(load).not.toHaveBeenCalled();
  expect(result.current).toMatchObject({ data: 0, loading: false, loaded: false });
});

it('loads again when load changes, and setData edits locally', async () => {
  const { result, rerender } = renderHook(
    ({ page }) => useResource(useCallback(() => Promise.resolve(`page ${page}`), [page]), ''),
    { initialProps: { page: 1 } },
  );
  await waitFor(() => expect(result.current.data).toBe('page 1'));
  rerender({ page: 2 });
  await waitFor(() => expect(result.current.data).toBe('page 2'));
  act(() => result.current.setData((d) => d + '!'));
  expect(result.current.data).toBe('page 2!');
});

