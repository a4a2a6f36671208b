import { useCallback, useEffect, useState } from "react";

const MUTE_KEY = "karaage:admin-board-muted";

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === "undefined" || !("AudioContext" in window)) return null;
  context ??= new AudioContext();
  // Browsers start audio suspended until the page has been touched; resuming is harmless later.
  if (context.state === "suspended") void context.resume().catch(() => undefined);
  return context;
}

/** Short beeps (no sound file): two high for a new order, one lower for an arrival. */
export function playBeep(kind: "new" | "arrived"): void {
  const ctx = audio();
  if (!ctx) return;
  const tones = kind === "new" ? [880, 1175] : [660];
  tones.forEach((frequency, index) => {
    const start = ctx.currentTime + index * 0.2;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.18);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.2);
  });
}

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTE_KEY) === "1";
  } catch {
    return false;
  }
}

/** The board's mute switch, remembered in this browser. */
export function useBoardMute(): [boolean, () => void] {
  const [muted, setMuted] = useState(readMuted);
  const toggle = useCallback(() => {
    const next = !muted;
    try {
      window.localStorage.setItem(MUTE_KEY, next ? "1" : "0");
    } catch {
      // Storage disabled: the choice lasts until reload.
    }
    // The click is the user gesture that lets the page play sound; a beep confirms it works.
    if (!next) playBeep("new");
    setMuted(next);
  }, [muted]);
  return [muted, toggle];
}

/** How often an unacknowledged new order beeps again. */
export const REPEAT_BEEP_MS = 10_000;

/**
 * A new order alerts until staff acknowledge it: the beep repeats while any is unseen (unless muted)
 * and the tab title counts them, so a board in a background tab still tells.
 */
export function useNewOrderAlert(unseen: number, muted: boolean, title: string): void {
  useEffect(() => {
    if (unseen === 0 || muted) return;
    const timer = window.setInterval(() => playBeep("new"), REPEAT_BEEP_MS);
    return () => window.clearInterval(timer);
  }, [unseen, muted]);
  useEffect(() => {
    if (unseen === 0) return;
    const previous = document.title;
    document.title = `（新着${unseen}件）${title}`;
    return () => {
      document.title = previous;
    };
  }, [unseen, title]);
}
