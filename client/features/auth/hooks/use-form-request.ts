import { useState } from 'react';

/**
 * Runs a form's request and keeps what the user sees of it: whether it is running (to disable the
 * button) and the text of its failure, cleared when the next try starts.
 *
 * @example const request = useFormRequest((caught) => authErrorText(caught, 'other', t)); … void request.run(() => disableTwoFactor(password));
 */
export function useFormRequest(describeFailure: (caught: unknown) => string) {
  const [error, setError] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setError(undefined);
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(describeFailure(caught));
    } finally {
      setBusy(false);
    }
  };
  return { error, isBusy, run };
}
