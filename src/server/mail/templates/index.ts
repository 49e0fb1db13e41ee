export { verificationEmail, type VerificationEmailInput } from './verification.ts';
export { passwordResetEmail, type PasswordResetEmailInput } from './password-reset.ts';
export { subscriptionEmail, type SubscriptionEmailInput } from './subscription.ts';
export { permissionRequestEmail, type PermissionRequestEmailInput } from './permission-request.ts';
export { mailLayout, type MailBlock, type MailLayoutInput } from './layout.ts';
export { orderReceiptEmail, type OrderReceiptEmailInput } from './order-receipt.ts';
export { permissionReviewEmail, type PermissionReviewEmailInput } from './permission-review.ts';
