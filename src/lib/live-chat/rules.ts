// Live chat as pure rules: the launcher and the chat island call these, and the
// unit tests hold them to the spec's sentences.

/** Where a visitor is: not in a chat (browsing), waiting for staff (queued), talking (chatting). */
export type ChatStatus = 'browsing' | 'queued' | 'chatting';
export type Visibility = 'hidden' | 'minimized' | 'maximized';

/** "visibility starts hidden". */
export const INITIAL_VISIBILITY: Visibility = 'hidden';

/** The chat counts as in progress (its opened flag survives navigation). */
export function inChat(status: ChatStatus): boolean {
  return status === 'chatting' || status === 'queued';
}

/**
 * "opened flag remembered while status is chatting or queued, cleared at browsing":
 * the flag the next page starts from, given the status the chat just reported.
 */
export function openedAfterStatus(opened: boolean, status: ChatStatus): boolean {
  if (status === 'browsing') return false;
  return opened;
}

/** "…or on leaving while not in chat": what is kept when the page is left. */
export function openedOnLeave(opened: boolean, status: ChatStatus): boolean {
  return inChat(status) ? opened : false;
}

/** "hidden when availability offline"; otherwise what the visitor chose. */
export function visibilityFor(online: boolean, wanted: Visibility): Visibility {
  return online ? wanted : 'hidden';
}

/**
 * "once chatting, transferred to the selected group if it differs and changed": the group
 * to transfer the chat to, or null. `previousSelected` is the selection the last check saw
 * (undefined on the first): a selection that did not change never moves the chat back
 * after staff transferred it elsewhere.
 */
export function transferTarget(input: { status: ChatStatus; chatGroup: number; selected: number; previousSelected: number | undefined }): number | null {
  if (input.status !== 'chatting') return null;
  if (input.selected === input.chatGroup) return null;
  if (input.previousSelected === input.selected) return null;
  return input.selected;
}

/** "Live-support nudge shown only if group online, not already notified, chat not opened." */
export function shouldNudge(input: { groupOnline: boolean; alreadyNotified: boolean; chatOpened: boolean }): boolean {
  return input.groupOnline && !input.alreadyNotified && !input.chatOpened;
}
