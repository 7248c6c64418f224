export const CONVERT_FAILED_MESSAGE = 'We could not convert the design to code. Please try again.';
