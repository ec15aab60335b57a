import { useEffect, useMemo, useState } from 'react';
import { checkConnection } from './api';
import {
  INITIAL_CONNECTION,
  connectionBar,
  createConnectionMonitor,
  type ConnectionState,
} from './connectionMonitor';

/** One monitor per chat panel, started on mount (first check after 3 s) and stopped on unmount. */
export function useConnection() {
  const [state, setState] = useState<ConnectionState>(INITIAL_CONNECTION);
  const monitor = useMemo(
    () => createConnectionMonitor({ check: checkConnection, onChange: setState }),
    [],
  );
  useEffect(() => {
    monitor.start();
    return () => monitor.stop();
  }, [monitor]);
  return { state, bar: connectionBar(state), monitor };
}
