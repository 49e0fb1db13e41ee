// The part of web-push 3.6.7 Printfront uses (the package ships no types).
declare module 'web-push' {
  export interface PushSubscriptionKeys {
    p256dh: string;
    auth: string;
  }
  export interface PushSubscriptionLike {
    endpoint: string;
    keys: PushSubscriptionKeys;
  }
  export interface VapidDetails {
    subject: string;
    publicKey: string;
    privateKey: string;
  }
  export interface RequestOptions {
    vapidDetails?: VapidDetails;
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
    timeout?: number;
    headers?: Record<string, string>;
  }
  export interface RequestDetails {
    method: 'POST';
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }
  export interface SendResult {
    statusCode: number;
    body: string;
    headers: Record<string, string>;
  }
  export class WebPushError extends Error {
    statusCode: number;
    body: string;
    endpoint: string;
  }
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  export function generateRequestDetails(subscription: PushSubscriptionLike, payload?: string | Buffer | null, options?: RequestOptions): RequestDetails;
  export function sendNotification(subscription: PushSubscriptionLike, payload?: string | Buffer | null, options?: RequestOptions): Promise<SendResult>;
  const webPush: {
    generateVAPIDKeys: typeof generateVAPIDKeys;
    generateRequestDetails: typeof generateRequestDetails;
    sendNotification: typeof sendNotification;
    WebPushError: typeof WebPushError;
  };
  export default webPush;
}
