/**
 * The captcha this build plays: the hosted page's check box stands for a captcha provider's widget and
 * sends this token, which the API (the mock) accepts. A real provider's widget would hand over its own.
 */
export const CAPTCHA_TOKEN = 'mock-captcha-passed';
export const CAPTCHA_MESSAGE = 'Confirm that you are not a robot.';
