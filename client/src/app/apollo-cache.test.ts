import { describe, expect, it } from "vitest";
import { PauseReceptionMutation } from "../domain/reception/api/reception-control-mutations";
import { ReceptionControlsQuery } from "../domain/reception/api/reception-controls-query";
import { createCache } from "./apollo-client";

const control = (method: "TAKEOUT" | "DELIVERY", paused: boolean) => ({
  __typename: "ReceptionControl" as const,
  method,
  paused,
  pauseReason: paused ? "混雑のため" : null,
  pausedUntil: paused ? "2026-11-24T03:15:00.000Z" : null,
  pausedAt: paused ? "2026-11-24T03:00:00.000Z" : null,
  pausedBy: paused ? "大田 健一" : null,
  busyMinutes: 0,
  busyUntil: null,
  busyAt: null,
  busyBy: null,
});

describe("the client's cache", () => {
  it("shows a pause from the mutation's own answer in the open controls, without a refetch", () => {
    const cache = createCache();
    cache.writeQuery({
      query: ReceptionControlsQuery,
      data: { receptionControls: [control("TAKEOUT", false), control("DELIVERY", false)] },
    });
    cache.writeQuery({
      query: PauseReceptionMutation,
      variables: { methods: ["TAKEOUT"], input: { reason: "混雑のため", minutes: 15 } },
      data: {
        // The fragment's fields, as the server answers them (codegen's types mask them).
        pauseReception: {
          __typename: "MutationPauseReceptionSuccess",
          data: [control("TAKEOUT", true) as never],
        },
      },
    });
    const read = cache.readQuery({ query: ReceptionControlsQuery });
    const byMethod = Object.fromEntries(
      (read?.receptionControls ?? []).map((c) => [c.method, (c as unknown as { paused: boolean }).paused]),
    );
    expect(byMethod).toEqual({ TAKEOUT: true, DELIVERY: false });
  });
});
