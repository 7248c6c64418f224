import { useState } from 'react';
import { Button } from '@/shared/ui/Button';

/** Copies a template id; says whether it worked (no clipboard outside a secure context: the id can be selected by hand). */
export function CopyIdButton({ id, describedBy }: { id: string; describedBy: string }) {
  const [said, setSaid] = useState('');
  const copy = () =>
    (navigator.clipboard?.writeText(id) ?? Promise.reject(new Error('No clipboard'))).then(
      () => setSaid('The template ID was copied.'),
      () => setSaid('The template ID could not be copied: select it and copy it yourself.'),
    );
  return (
    <>
      <Button size="sm" variant="tertiary" onClick={copy} aria-describedby={describedBy}>
        Copy ID
      </Button>
      <span role="status">{said}</span>
    </>
  );
}
