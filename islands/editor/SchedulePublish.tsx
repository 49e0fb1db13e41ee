import { useId, useState } from 'react';
import type { EditorPage } from '../../src/schemas/page-editing.ts';
import { scheduleTime, toLocalInput } from './schedule-time.ts';

interface Props {
  page: EditorPage;
  /** A publish or schedule call is under way. */
  busy: boolean;
  onSchedule: (publishAt: string) => void;
  onCancel: () => void;
}

/**
 * The toolbar's "publish later" control: a time in the owner's own zone, sent with its offset.
 * A missing or past time is refused here, before anything is saved.
 */
export function SchedulePublish({ page, busy, onSchedule, onCancel }: Props) {
  const id = useId();
  const [value, setValue] = useState(() => (page.scheduledAt ? toLocalInput(page.scheduledAt) : ''));
  const [message, setMessage] = useState<string | null>(null);

  const schedule = () => {
    const time = scheduleTime(value, new Date());
    setMessage(time.ok ? null : time.message);
    if (time.ok) onSchedule(time.publishAt);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group like a fieldset, without a fieldset's default box to undo
    <div className="pf-schedule" role="group" aria-label="Schedule publishing">
      <label htmlFor={`${id}-at`}>Publish at</label>
      <input
        id={`${id}-at`}
        type="datetime-local"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setMessage(null);
        }}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-problem` : undefined}
      />
      <button type="button" onClick={schedule} disabled={busy}>
        Schedule
      </button>
      {page.status === 'scheduled' && (
        <button type="button" onClick={onCancel} disabled={busy}>
          Cancel schedule
        </button>
      )}
      {message && (
        <p id={`${id}-problem`} className="pf-schedule-problem" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
