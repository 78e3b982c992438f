import { useState } from 'react';
import { Button } from '../../../components/ui';

/** A button that runs a download and stays disabled while it runs. */
export function DownloadButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void download().finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
