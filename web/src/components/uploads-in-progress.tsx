import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/*
 * Pictures still uploading in a form. A record saved meanwhile would be saved without them (the
 * field holds the picture only once every copy is checked), so the form waits: its save button
 * is held, and says why, until the uploads are done.
 */

/** Counts one upload from its start; the function it answers ends it. */
export interface UploadTracker {
  begin: () => () => void;
}

const UploadsContext = createContext<UploadTracker | null>(null);

/** Whether an upload is under way among the fields a `UploadsCounted` with `tracker` holds. */
export function useUploadsInProgress(): { uploading: boolean; tracker: UploadTracker } {
  const [count, setCount] = useState(0);
  const value = useMemo(
    () => ({
      begin: () => {
        setCount((n) => n + 1);
        let ended = false;
        return () => {
          if (ended) return;
          ended = true;
          setCount((n) => n - 1);
        };
      },
    }),
    [],
  );
  return { uploading: count > 0, tracker: value };
}

/** The fields whose uploads `tracker` counts. */
export function UploadsCounted({
  tracker,
  children,
}: {
  tracker: UploadTracker;
  children: ReactNode;
}) {
  return <UploadsContext.Provider value={tracker}>{children}</UploadsContext.Provider>;
}

/** Counts this field's upload while `uploading` (no form counting: nothing happens). */
export function useTrackedUpload(uploading: boolean) {
  const uploads = useContext(UploadsContext);
  useEffect(() => {
    if (!uploading || !uploads) return;
    return uploads.begin();
  }, [uploading, uploads]);
}
