import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("runs a demo shop on port 3000 with the embedded database when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: path.resolve("data"),
      publicUrl: "http://localhost:3000",
      adminEmail: DEMO_ADMIN_EMAIL,
      adminPassword: DEMO_ADMIN_PASSWORD,
      nodeEnv: "development",
      isProduction: false,
      seedDemo: true,
    });
    expect(config.clientDistDir).toMatch(/dist[/\\]client$/);
  });

  it("follows PORT in the default public URL and treats blank values as unset", () => {
    const config = loadConfig({ PORT: "8080", DATABASE_URL: "", REDIS_URL: " " });
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it("seeds demo data in production only when SEED_DEMO=1, and then needs real admin credentials", () => {
    expect(loadConfig({ NODE_ENV: "production" })).toMatchObject({
      seedDemo: false,
      adminEmail: undefined,
      adminPassword: undefined,
    });
    expect(() => loadConfig({ NODE_ENV: "production", SEED_DEMO: "1" })).toThrow(ConfigError);
    expect(
      loadConfig({
        NODE_ENV: "production",
        SEED_DEMO: "1",
        ADMIN_EMAIL: "owner@shop.example",
        ADMIN_PASSWORD: "long-enough-1",
      }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO: "0" }).seedDemo).toBe(false);
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid PORT: /],
    [{ PORT: "70000" }, /^Invalid PORT: /],
    [{ DATABASE_URL: "mysql://localhost/db" }, /^Invalid DATABASE_URL: must be a URL such as postgresql:/],
    [{ REDIS_URL: "localhost:6379" }, /^Invalid REDIS_URL: /],
    [{ PUBLIC_URL: "karaage.example" }, /^Invalid PUBLIC_URL: /],
    [{ ADMIN_EMAIL: "not-an-address" }, /^Invalid ADMIN_EMAIL: /],
    [{ NODE_ENV: "staging" }, /^Invalid NODE_ENV: /],
    [{ SEED_DEMO: "yes" }, /^Invalid SEED_DEMO: /],
  ])("rejects %o with a one-line message naming the variable", (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain("\n");
  });

  it("strips a trailing slash from PUBLIC_URL so links can be joined", () => {
    expect(loadConfig({ PUBLIC_URL: "https://karaage.example/" }).publicUrl).toBe("https://karaage.example");
  });
});
