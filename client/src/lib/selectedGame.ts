/** The game chosen on the home carousel; the games page opens on it. */
const KEY = 'clutch.selectedGameId';

export function storeSelectedGameId(gameId: string): void {
  try {
    window.localStorage.setItem(KEY, gameId);
  } catch {
    // Storage can be unavailable (private mode, quota); the games page then opens on its default.
  }
}

export function readSelectedGameId(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
