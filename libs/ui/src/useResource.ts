import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export interface ResourceOptions {
  /** `false` makes no call at all (e.g. a screen the user may not use); `loading` then starts `false`. Default `true`. */
  enabled?: boolean;
  /** Called with each load failure (e.g. to log it); `error` is set either way. Need not be stable. */
  onError?: (error: unknown) => void;
  /** Keep a previous failure shown while reloading and clear it only on success (default: cleared when a load starts). */
  keepErrorUntilSuccess?: boolean;
}

export interface Resource<T> {
  data: T;
  /** Change the loaded data locally (e.g. after an action) without a reload. */
  setData: Dispatch<SetStateAction<T>>;
  /** A load is in progress (starts `true` when enabled: the first load runs on mount). */
  loading: boolean;
  /** At least one load has succeeded. */
  loaded: boolean;
  /** The last load failed; the previous data is kept. */
  error: boolean;
  /** Loads again; never rejects (failures go to `error` / `onError`). */
  reload: () => Promise<void>;
}

/**
 * Data loaded from the server when the component mounts, with loading / error state and a `reload`.
 * `load` must be stable (a module-level function or a `useCallback`): a new `load` loads again, which is how
 * a parameter such as a page number triggers a new request.
 */
export function useResource<T>(load: () => Promise<T>, initial: T, options: ResourceOptions = {}): Resource<T> {
  const { enabled = true, keepErrorUntilSuccess = false } = options;
  const [data, setData] = useState<T>(initial);
  const [loading, setLoading] = useState(enabled);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState(false);

  const onError = useRef(options.onError);
  useEffect(() => {
    onError.current = options.onError;
  });

  const reload = useCallback(async () => {
    if (!enabled) return;
    setLoading(true);
    if (!keepErrorUntilSuccess) setError(false);
    try {
      setData(await load());
      setError(false);
      setLoaded(true);
    } catch (e) {
      setError(true);
      onError.current?.(e);
    } finally {
      setLoading(false);
    }
  }, [load, enabled, keepErrorUntilSuccess]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, setData, loading, loaded, error, reload };
}
