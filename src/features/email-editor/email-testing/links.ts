/**
 * Where email testing sends people outside the app: SendGrid's support site ("contact Support", spec
 * §2 and §8) and the account's billing page, where plans are upgraded and credits bought. The billing
 * page is production's (the host's configuration is not given to features).
 */
export const SUPPORT_URL = 'https://support.sendgrid.com/hc/en-us';
export const BILLING_URL = 'https://app.sendgrid.com/account/billing';
