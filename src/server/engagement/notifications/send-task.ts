import { z } from 'zod';
import { defineTask } from '../../../platform/jobs/task.ts';
import { deliverNotification } from './deliver.ts';
import { webPushSender } from './push-sender.ts';
import { vapidFor } from './vapid.ts';
import { config } from '../../../platform/config/config.ts';

/** Sends a notification now or at the time the builder chose, on the job queue. */
export const sendNotificationTask = defineTask({
  name: 'notifications.send',
  payload: z.object({ notificationId: z.int().positive() }),
  maxAttempts: 5,
  async run({ notificationId }, { db, log }) {
    const vapid = await vapidFor(db);
    const outcome = await deliverNotification(db, notificationId, vapid ? webPushSender(vapid, { serviceUrl: config.pushServiceUrl }) : null, log);
    log(`[notifications] ${notificationId}: ${outcome.status === 'sent' ? JSON.stringify(outcome.figures) : outcome.status}`);
  },
});
