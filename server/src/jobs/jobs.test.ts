import { describe, expect, it } from "vitest";
import { jobIdFor } from "./jobs.js";

describe("jobIdFor", () => {
  it("gives one stable UUID per event key, and another for another key", () => {
    const id = jobIdFor("order-placed:42");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdFor("order-placed:42")).toBe(id);
    expect(jobIdFor("order-placed:43")).not.toBe(id);
  });
});
