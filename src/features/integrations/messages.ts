import type { Destination } from './types';

/** The integrations area's alert texts (the spec names them but does not word them). */
export const LOAD_INTEGRATIONS_FAILED = 'We could not load your integrations.';
export const LOAD_MESSAGING_SERVICES_FAILED = 'We could not load your messaging services.';
export const TWILIO_CONNECTED = 'Your Twilio account was connected';
export const TWILIO_DISCONNECTED = 'Your Twilio account was disconnected';

export const createdMessage = (label: string) => `${label} was created`;
export const updatedMessage = (label: string) => `${label} was updated`;
export const deletedMessage = (label: string) => `${label} was deleted`;
export const disconnectedMessage = (name: string) => `${name} was disconnected`;

/** A 403 on create: the destination's maximum is reached. */
export const maxIntegrationsMessage = (destination: Pick<Destination, 'name' | 'limit'>) =>
  destination.limit === undefined
    ? `You have reached the maximum number of ${destination.name} integrations.`
    : `You have reached the maximum of ${destination.limit} ${destination.name} integrations. Delete one to add another.`;

export const deleteFailedMessage = (label: string, serverMessage: string) => `We could not delete ${label}. ${serverMessage}`;
export const disconnectFailedMessage = (name: string, serverMessage: string) => `We could not disconnect ${name}. ${serverMessage}`;
export const twilioDisconnectFailedMessage = (serverMessage: string) => `We could not disconnect your Twilio account. ${serverMessage}`;
