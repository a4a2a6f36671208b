import { ADMIN_STORAGE_KEYS, CUSTOMER_STORAGE_KEYS } from "@shared/constants";
import { useSyncExternalStore } from "react";

// "storage" only fires in other tabs, so writes in this tab announce themselves with this event.
const SESSION_EVENT = "karaage:session-change";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // Storage disabled: behave as logged out.
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(SESSION_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(SESSION_EVENT, onChange);
  };
}

export function notifySessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

function isCustomerLoggedIn(): boolean {
  return CUSTOMER_STORAGE_KEYS.every((key) => Boolean(read(key)));
}

/** A customer is logged in only when access-token, client and uid are all stored. */
export function useCustomerLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isCustomerLoggedIn, () => false);
}

function adminName(): string {
  return read(ADMIN_STORAGE_KEYS.name) ?? "";
}

export function useAdminName(): string {
  return useSyncExternalStore(subscribe, adminName, () => "");
}

export function clearAdminSession(): void {
  try {
    for (const key of Object.values(ADMIN_STORAGE_KEYS)) window.localStorage.removeItem(key);
  } finally {
    notifySessionChange();
  }
}
