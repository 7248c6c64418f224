import type { EmailTestClient } from '../db/email-testing-clients';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

const FRAMES: Record<EmailTestClient['category'], { width: number; height: number; chrome: string }> = {
  desktop: { width: 640, height: 420, chrome: '#dfe5eb' },
  webmail: { width: 640, height: 420, chrome: '#e8f1fc' },
  mobile: { width: 300, height: 560, chrome: '#263238' },
};

/**
 * The placeholder the mock serves as an inbox screenshot: the client's window with the email's name
 * and a sketch of its content, as a `data:` SVG (the app's CSP allows data: images; an SVG in an
 * <img> runs nothing).
 */
export function screenshotUrl(client: EmailTestClient, emailName: string): string {
  const { width, height, chrome } = FRAMES[client.category];
  const content = width - 40;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" rx="12" fill="${chrome}"/>`,
    `<rect x="12" y="40" width="${width - 24}" height="${height - 52}" rx="6" fill="#ffffff"/>`,
    `<text x="20" y="26" font-family="Arial, sans-serif" font-size="14" fill="${client.category === 'mobile' ? '#ffffff' : '#294661'}">${escapeXml(`${client.name} · ${client.platform}`)}</text>`,
    `<text x="28" y="72" font-family="Arial, sans-serif" font-size="16" font-weight="bold" fill="#294661">${escapeXml(emailName)}</text>`,
    `<rect x="28" y="88" width="${content - 16}" height="${Math.round(height / 4)}" fill="#1a82e2" opacity="0.25"/>`,
    ...[0, 1, 2, 3].map((line) => `<rect x="28" y="${110 + Math.round(height / 4) + line * 18}" width="${Math.round((content - 16) * (0.9 - line * 0.15))}" height="8" rx="4" fill="#c4ccd4"/>`),
    `<rect x="28" y="${height - 70}" width="120" height="30" rx="6" fill="#333333"/>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
