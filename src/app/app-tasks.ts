import type { Task } from '../platform/jobs/task.ts';
import { rebuildStoreTask } from '../server/storefront/index.ts';
import { deliverMailTask } from '../platform/mail/deliver-mail.ts';
import { deliverSmsTask } from '../platform/sms/deliver-sms.ts';
import { duplicatePaymentRefundTask, orderMailTask } from '../server/commerce/index.ts';
import { scheduledPublishTask } from '../server/content/index.ts';
import { processMediaTask } from '../server/merchant/index.ts';
import { renderDesignTask } from '../server/studio/index.ts';
import { personalisedPrintsTask } from '../server/studio/index.ts';
import { sendNotificationTask } from '../server/engagement/index.ts';
import { pruneOfflineKeysTask } from '../server/storefront/index.ts';
import { libraryFontTask } from '../server/stores/index.ts';
import { testPeriodEndTask } from '../server/accounts/index.ts';

/** Every task the server runs. A task added later (order mails, webhooks, mockups) goes here. */
export const APP_TASKS: readonly Task[] = [
  rebuildStoreTask,
  deliverMailTask,
  deliverSmsTask,
  orderMailTask,
  duplicatePaymentRefundTask,
  scheduledPublishTask,
  processMediaTask,
  renderDesignTask,
  personalisedPrintsTask,
  sendNotificationTask,
  pruneOfflineKeysTask,
  libraryFontTask,
  testPeriodEndTask,
];
