import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingOverlay } from './LoadingOverlay';

type RunLongOperation = <T>(operation: () => Promise<T>, messageKey?: string) => Promise<T>;

const LongOperationContext = createContext<RunLongOperation>((operation) => operation());

/** Shows the loading overlay while operations run (exports, uploads); pages call useLongOperation(). */
export const LongOperationProvider = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [running, setRunning] = useState<string[]>([]);

  const run = useCallback<RunLongOperation>(async (operation, messageKey = 'app.loading') => {
    setRunning((keys) => [...keys, messageKey]);
    try {
      return await operation();
    } finally {
      setRunning((keys) => keys.filter((_, index) => index !== keys.indexOf(messageKey)));
    }
  }, []);
  const current = running.at(-1);

  return (
    <LongOperationContext.Provider value={run}>
      {children}
      {current && <LoadingOverlay message={translate(current, { _: 'Loading…' })} />}
    </LongOperationContext.Provider>
  );
};

export const useLongOperation = (): RunLongOperation => useContext(LongOperationContext);
