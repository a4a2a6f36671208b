import { useSyncExternalStore } from "react";
import {
  clearCredentials,
  readCredentials,
  SESSION_EVENT,
  storedAdminName,
  storedAdminRole,
} from "./credentials";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(SESSION_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(SESSION_EVENT, onChange);
  };
}

const isCustomerLoggedIn = () => readCredentials("customer") !== null;
const isAdminLoggedIn = () => readCredentials("admin") !== null;

/** A customer is logged in only when access-token, client and uid are all stored. */
export function useCustomerLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isCustomerLoggedIn, () => false);
}

export function useAdminLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isAdminLoggedIn, () => false);
}

export function useAdminName(): string {
  return useSyncExternalStore(subscribe, storedAdminName, () => "");
}

/** "OWNER" or "STAFF" as stored at sign-in (the server checks the role again on every call). */
export function useAdminRole(): string {
  return useSyncExternalStore(subscribe, storedAdminRole, () => "");
}

export function clearAdminSession(): void {
  clearCredentials("admin");
}

export function clearCustomerSession(): void {
  clearCredentials("customer");
}
