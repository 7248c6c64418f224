import { Link } from 'react-router-dom';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { adsPaths } from '../paths';

/** Campaigns need a connected partner and an ad account first. */
export function NotConnectedNotice({ connected, hasAdAccount }: { connected: boolean; hasAdAccount: boolean }) {
  if (connected && hasAdAccount) return null;
  return (
    <InlineAlert tone="info" title={connected ? 'Choose an ad account' : 'Connect a social account'}>
      {connected ? (
        <>
          Campaigns are billed to one ad account. <Link to={adsPaths.adAccount}>Choose your ad account</Link>.
        </>
      ) : (
        <>
          Connect Facebook or Instagram before you create an ad campaign. <Link to={adsPaths.settings}>Go to Ads settings</Link>.
        </>
      )}
    </InlineAlert>
  );
}
