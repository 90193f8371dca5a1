/** The notifications feature: ctx.notifications (outbox and providers), its configuration and the dev outbox route. */
export { MESSAGE_TEXTS } from './build-messages';
export { createNotifications } from './notifications';
export { createProviders, readNotifierSettings, type Env, type NotifierSettings } from './notifier-config';
export { registerOutboxRoutes } from './outbox-routes';
export type { Notifier, OutgoingMessage, SendOptions } from './notifier';
export { queueStats, type QueueStats } from './outbox-store';
export { readQueueSettings, DEFAULT_QUEUE_SETTINGS, type QueueSettings } from './queue-settings';
