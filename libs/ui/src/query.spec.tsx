import { render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { expectList, expectObject, expectPage, QueryRoot, UnexpectedResponseError, useInvalidate } from './query';

describe('answer shape checks', () => {
  it('accept the promised shape', () => {
    expect(expectList('/api/x', [{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(expectList('/api/x', ['a'], (v) => typeof v === 'string')).toEqual(['a']);
    expect(expectObject<{ id: number; name: string }>('/api/x', { id: 1, name: 'a' }, ['id', 'name'])).toEqual({ id: 1, name: 'a' });
    expect(expectPage('/api/x', { items: [], total: 0, page: 1, pageSize: 25 })).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
  });

  it('fail loudly on a broken contract instead of showing nothing', () => {
    expect(() => expectList('/api/x', { items: [] })).toThrow(new UnexpectedResponseError('/api/x', 'a list'));
    expect(() => expectList('/api/x', '<html>')).toThrow('Unexpected answer from /api/x: expected a list');
    expect(() => expectList('/api/x', [null])).toThrow(UnexpectedResponseError);
    expect(() => expectObject('/api/x', [], [])).toThrow(UnexpectedResponseError);
    expect(() => expectObject<{ id: string }>('/api/x', { name: 'a' }, ['id'])).toThrow('expected an object with id');
    expect(() => expectPage('/api/x', [])).toThrow(UnexpectedResponseError);
    expect(() => expectPage('/api/x', { items: [], total: '3', page: 1, pageSize: 25 })).toThrow(UnexpectedResponseError);
  });
});

describe('QueryRoot', () => {
  it('gives its children a query client that does not retry failures and logs them', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    function Probe() {
      const q = useQuery({
        queryKey: ['probe'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(new Error('down'));
        },
      });
      return <p>{q.isError ? 'failed' : 'loading'}</p>;
    }
    render(
      <QueryRoot>
        <Probe />
      </QueryRoot>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(log).toHaveBeenCalledWith('Failed to load probe', new Error('down'));
    log.mockRestore();
  });
});

describe('useInvalidate', () => {
  it('reloads exactly the named queries and their sub-keys', async () => {
    const loads: string[] = [];
    function Probe({ name, queryKey }: { name: string; queryKey: string[] }) {
      const q = useQuery({ queryKey, queryFn: async () => (loads.push(name), name) });
      return <p>{q.data ?? '...'}</p>;
    }
    function Invalidator() {
      const invalidate = useInvalidate();
      return <button onClick={() => void invalidate(['smtp', 'mail-log'])}>Invalidate</button>;
    }
    render(
      <QueryRoot>
        <Probe name="configurations" queryKey={['smtp', 'configurations']} />
        <Probe name="log page 2" queryKey={['smtp', 'mail-log', '2']} />
        <Invalidator />
      </QueryRoot>,
    );
    await screen.findByText('log page 2');
    await screen.findByText('configurations');
    expect(loads.sort()).toEqual(['configurations', 'log page 2']);
    screen.getByRole('button', { name: 'Invalidate' }).click();
    await waitFor(() => expect(loads).toHaveLength(3));
    expect(loads[2]).toBe('log page 2');
  });
});
