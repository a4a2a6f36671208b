import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadOnce } from "./chunk-reload";

describe("isChunkLoadError", () => {
  it.each([
    "Failed to fetch dynamically imported module: https://shop.example/assets/pages-abc.js",
    "error loading dynamically imported module",
    "Importing a module script failed.",
    "Unable to preload CSS for /assets/pages-abc.css",
  ])("recognises %j from the browsers and Vite", (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it("ignores other errors", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe("reloadOnce", () => {
  const reload = vi.fn();
  let store: Map<string, string>;

  beforeEach(() => {
    store = new Map();
    reload.mockReset();
    vi.stubGlobal("window", { location: { reload } });
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reloads the first time and not again within 60 seconds", () => {
    const start = 1_700_000_000_000;
    expect(reloadOnce(start)).toBe(true);
    expect(reloadOnce(start + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads again once the 60-second window has passed", () => {
    const start = 1_700_000_000_000;
    reloadOnce(start);
    expect(reloadOnce(start + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads when session storage is unavailable, so there can be no loop", () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
    });
    expect(reloadOnce(1)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
