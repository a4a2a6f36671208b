/**
 * お渡し済み・お届け済み and 来店なし can be undone on the board for this long; their mail to the customer waits
 * as long (decision 0045).
 */
export const UNDO_WINDOW_MS = 2 * 60_000;
