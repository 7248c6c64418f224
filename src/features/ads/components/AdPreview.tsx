import { PARTNER_NAMES, type AdCreativeDto, type AdPartner, type AdSettingsDto } from '../types';
import styles from './Ads.module.css';

interface Props {
  creative: AdCreativeDto;
  partners: readonly AdPartner[];
  settings: AdSettingsDto | null;
}

/** How the ad reads on each partner: page or account name, text, image, headline and call to action. */
export function AdPreview({ creative, partners, settings }: Props) {
  const page = settings?.facebook_pages.find((candidate) => candidate.id === creative.facebook_page_id)?.name ?? 'Your page';
  const account = settings?.instagram_accounts.find((candidate) => candidate.id === creative.instagram_account_id)?.username ?? 'your account';
  return (
    <section className={styles.stack} aria-labelledby="ad-preview-title">
      <h2 id="ad-preview-title">Preview</h2>
      {partners.map((partner) => (
        <article key={partner} className={styles.preview} aria-label={`${PARTNER_NAMES[partner]} preview`}>
          <div className={styles.previewText}>
            <strong>{partner === 'instagram' ? account : page}</strong>
            <span className={styles.muted}>Sponsored</span>
            {creative.primary_text && <span>{creative.primary_text}</span>}
          </div>
          {creative.image ? (
            <img
              src={creative.image.url}
              alt={creative.headline ? `Ad image: ${creative.headline}` : 'Ad image'}
              width={creative.image.width}
              height={creative.image.height}
            />
          ) : (
            <p className={styles.previewText}>No image yet</p>
          )}
          <div className={styles.previewText}>
            {creative.headline && <strong>{creative.headline}</strong>}
            <span>{creative.call_to_action}</span>
          </div>
        </article>
      ))}
    </section>
  );
}
