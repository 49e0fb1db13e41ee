import type { AppNotification, NotificationAction } from '../../src/lib/notifications/notification.ts';
import { isSafeUrl } from '../../src/lib/url-sanitiser.ts';

// One notification in one of the spec's templates: Simple (title and text), Bag (a picture
// beside them, like a basket line) and Shove (a wide banner picture above, pushed at you).

export interface NotificationCardProps {
  item: AppNotification;
  onDismiss: (id: string) => void;
  onAction: (id: string, action: NotificationAction) => void;
}

const safe = (url: string | null | undefined): string | undefined => (url && isSafeUrl(url) ? url.trim() : undefined);

export default function NotificationCard({ item, onDismiss, onAction }: NotificationCardProps) {
  const image = safe(item.image);
  const href = safe(item.href);
  const heading = href ? <a href={href}>{item.title}</a> : item.title;
  return (
    <article className={`pf-notification template-${item.template.toLowerCase()}`} data-notification-id={item.id} aria-label={item.title}>
      {image && item.template !== 'Simple' && <img className="pf-notification-image" src={image} alt="" loading="lazy" />}
      <div className="pf-notification-text">
        <h3>{heading}</h3>
        {item.body && <p>{item.body}</p>}
        {item.actions.length > 0 && (
          <div className="pf-notification-actions">
            {item.actions.map((action, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a notification's actions are fixed when it is sent and have no id
              <button key={index} type="button" className={action.primary ? 'pf-button' : 'pf-button secondary'} onClick={() => onAction(item.id, action)}>
                {action.text}
              </button>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        className="pf-notification-dismiss"
        onClick={() => onDismiss(item.id)}
        aria-label={item.dismissAction?.text ?? `Dismiss ${item.title}`}
      >
        {item.dismissAction?.text ?? '×'}
      </button>
    </article>
  );
}
