/**
 * The inboxes an email test can render in (designed: fixed configuration like users.ts, never
 * persisted). `bounces` marks the test inbox that refuses every message, so every run shows the
 * Bounced status when that client is chosen.
 */
export interface EmailTestClient {
  id: string;
  name: string;
  platform: string;
  category: 'desktop' | 'mobile' | 'webmail';
  bounces?: true;
}

export const EMAIL_TEST_CLIENTS: readonly EmailTestClient[] = [
  { id: 'gmail-chrome', name: 'Gmail', platform: 'Chrome on Windows', category: 'webmail' },
  { id: 'outlook-365-windows', name: 'Outlook 365', platform: 'Windows 11', category: 'desktop' },
  { id: 'outlook-2019-windows', name: 'Outlook 2019', platform: 'Windows 10', category: 'desktop' },
  { id: 'outlook-com', name: 'Outlook.com', platform: 'Edge on Windows', category: 'webmail' },
  { id: 'apple-mail-macos', name: 'Apple Mail', platform: 'macOS 15', category: 'desktop' },
  { id: 'iphone-mail', name: 'iPhone Mail', platform: 'iOS 18', category: 'mobile' },
  { id: 'gmail-android', name: 'Gmail app', platform: 'Android 15', category: 'mobile' },
  { id: 'samsung-email', name: 'Samsung Email', platform: 'Android 14', category: 'mobile', bounces: true },
  { id: 'yahoo-mail', name: 'Yahoo Mail', platform: 'Chrome on macOS', category: 'webmail' },
  { id: 'thunderbird', name: 'Thunderbird', platform: 'Windows 11', category: 'desktop' },
];

export const findEmailTestClient = (id: string) => EMAIL_TEST_CLIENTS.find((client) => client.id === id);
