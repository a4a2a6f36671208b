import { vi } from "vitest";

/** A window with working localStorage and events, enough for the credential store in Node. */
export function stubWindow(): {
  storage: Map<string, string>;
  session: Map<string, string>;
  events: string[];
} {
  const storage = new Map<string, string>();
  const session = new Map<string, string>();
  const events: string[] = [];
  const target = new EventTarget();
  const dispatch = target.dispatchEvent.bind(target);
  const fake = Object.assign(target, {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, String(value)),
      removeItem: (key: string) => void storage.delete(key),
    },
    sessionStorage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => void session.set(key, String(value)),
      removeItem: (key: string) => void session.delete(key),
    },
    dispatchEvent: (event: Event) => {
      events.push(event.type);
      return dispatch(event);
    },
  });
  vi.stubGlobal("window", fake);
  return { storage, session, events };
}
