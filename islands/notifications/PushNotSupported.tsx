import GotIt from '../popups/GotIt.tsx';

// The push-not-supported popup: a browser without web push shows a notice.

export const PUSH_NOT_SUPPORTED_TITLE = 'Push notifications are not supported';
export const PUSH_NOT_SUPPORTED_MESSAGE =
  'This browser cannot receive push notifications from this store. Try a recent version of Chrome, Edge, Firefox or Safari.';

export default function PushNotSupported({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <GotIt open={open} title={PUSH_NOT_SUPPORTED_TITLE} message={PUSH_NOT_SUPPORTED_MESSAGE} onClose={onClose} />;
}
