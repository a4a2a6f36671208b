import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./chunk-reload";
import { lazyPage, loadPages } from "./route-handle";

const Page: ComponentType = () => null;

describe("lazyPage", () => {
  it("loads a page's code once, and has nothing to wait for afterwards", async () => {
    let calls = 0;
    const { Component } = lazyPage(
      async () => {
        calls += 1;
        return { Page };
      },
      (m) => m.Page,
    );
    const first = Component.load();
    expect(first).toBeInstanceOf(Promise);
    expect(Component.load()).toBe(first); // a second navigation waits for the same load
    await first;
    expect(Component.load()).toBeNull();
    expect(calls).toBe(1);
  });

  it("tries a failed load again on the next navigation", async () => {
    let calls = 0;
    const { Component } = lazyPage(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("Failed to fetch dynamically imported module");
        return { Page };
      },
      (m) => m.Page,
    );
    await expect(Component.load()).rejects.toThrow("Failed to fetch");
    await Component.load();
    expect(calls).toBe(2);
    expect(Component.load()).toBeNull();
  });

  it("takes a load that resolved to nothing (Vite, after a failed preload) for a chunk that failed", async () => {
    const { Component } = lazyPage(
      async () => undefined as unknown as { Page: ComponentType },
      (m) => m.Page,
    );
    const error = await Component.load()?.catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
  });
});

describe("loadPages", () => {
  it("waits for every lazy page among the matched routes, and for nothing once they have loaded", async () => {
    const loaded: string[] = [];
    const lazy = (name: string) =>
      lazyPage(
        async () => {
          loaded.push(name);
          return { Page };
        },
        (m) => m.Page,
      );
    const routes = [{ Component: Page }, lazy("layout"), {}, lazy("page")];
    const loading = loadPages(routes);
    expect(loading).toBeInstanceOf(Promise);
    await loading;
    expect(loaded).toEqual(["layout", "page"]);
    expect(loadPages(routes)).toBeNull();
    expect(loadPages([{ Component: Page }, {}])).toBeNull();
  });
});
