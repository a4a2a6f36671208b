/**
 * The GraphQL WebSocket's state for the staff boards: apollo-client.ts reports graphql-ws's
 * connecting/connected/closed; `connections` grows on every (re)connection so a board can refetch
 * what it may have missed while the socket was down.
 */
export type SocketState = "idle" | "connecting" | "connected" | "closed";

export interface SocketStatus {
  state: SocketState;
  connections: number;
}

let status: SocketStatus = { state: "idle", connections: 0 };
const listeners = new Set<() => void>();

function set(next: SocketStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export const socketStatus = {
  connecting: () => set({ ...status, state: "connecting" }),
  connected: () => set({ state: "connected", connections: status.connections + 1 }),
  closed: () => set({ ...status, state: "closed" }),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): SocketStatus => status,
};
