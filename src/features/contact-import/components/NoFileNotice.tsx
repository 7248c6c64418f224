import { ButtonLink } from '@/shared/ui/ButtonLink';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { useAudiencePath } from '@/shared/audience/audience-path';

/** A wizard step opened without a file read (a bookmark, a reload): back to the first step. */
export function NoFileNotice() {
  const to = useAudiencePath();
  return (
    <InlineAlert tone="info" title="No file chosen yet">
      <p>Choose the CSV file to import first.</p>
      <ButtonLink to={to('import')}>Choose a file</ButtonLink>
    </InlineAlert>
  );
}
