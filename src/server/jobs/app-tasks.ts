import type { Task } from './task.ts';
import { rebuildStoreTask } from '../render-cache/rebuild-task.ts';
import { deliverMailTask } from '../mail/deliver-mail.ts';
import { deliverSmsTask } from '../sms/deliver-sms.ts';
import { orderMailTask } from '../orders/order-mail.ts';
import { scheduledPublishTask } from '../pages/editing/scheduled-publish-task.ts';
import { processMediaTask } from '../media-library/process-task.ts';
import { renderDesignTask } from '../print-files/render-task.ts';
import { personalisedPrintsTask } from '../design-products/personalised-prints-task.ts';
import { sendNotificationTask } from '../notifications/send-task.ts';
import { pruneOfflineKeysTask } from '../pwa/prune-keys-task.ts';

/** Every task the server runs. A task added later (order mails, webhooks, mockups) goes here. */
export const APP_TASKS: readonly Task[] = [
  rebuildStoreTask,
  deliverMailTask,
  deliverSmsTask,
  orderMailTask,
  scheduledPublishTask,
  processMediaTask,
  renderDesignTask,
  personalisedPrintsTask,
  sendNotificationTask,
  pruneOfflineKeysTask,
];
