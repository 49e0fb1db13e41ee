import type { Task } from '../platform/jobs/task.ts';
import { rebuildStoreTask } from '../server/storefront/rebuild-task.ts';
import { deliverMailTask } from '../platform/mail/deliver-mail.ts';
import { deliverSmsTask } from '../platform/sms/deliver-sms.ts';
import { orderMailTask } from '../server/commerce/orders/order-mail.ts';
import { scheduledPublishTask } from '../server/content/pages/editing/scheduled-publish-task.ts';
import { processMediaTask } from '../server/merchant/media-library/process-task.ts';
import { renderDesignTask } from '../server/studio/print-files/render-task.ts';
import { personalisedPrintsTask } from '../server/studio/design-products/personalised-prints-task.ts';
import { sendNotificationTask } from '../server/engagement/notifications/send-task.ts';
import { pruneOfflineKeysTask } from '../server/storefront/pwa/prune-keys-task.ts';

/** Every task the server runs. A task added by a later issue (order mails, webhooks, mockups) goes here. */
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
