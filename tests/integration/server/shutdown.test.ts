import http from "node:http";
import { describe, expect, it } from "vitest";
import { startTestApp } from "../../setup/test-app.js";

describe("graceful shutdown", () => {
  it("finishes a request that is in flight and refuses new connections", async () => {
    const app = await startTestApp({ seed: false });
    let closing: Promise<void> | undefined;
    try {
      await app.db.prisma.category.create({
        data: { name: "からあげ", products: { create: { name: "もも", price: 100 } } },
      });
      const { port } = new URL(app.url);
      // A request whose body is still arriving when close() starts.
      const request = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/products",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      });
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        request.on("response", (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        request.on("error", reject);
      });
      request.write('{"order_method":');
      request.flushHeaders();
      // Wait until the server is handling it: the socket is connected and headers are sent.
      await new Promise<void>((resolve) => request.once("socket", (s) => s.once("connect", () => resolve())));
      await new Promise((resolve) => setTimeout(resolve, 100));

      let closed = false;
      closing = app.close().then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(closed).toBe(false);
      await expect(fetch(`${app.url}/healthz`)).rejects.toThrow();

      request.end('"takeout"}');
      const { status, body } = await response;
      expect(status).toBe(200);
      expect(JSON.parse(body).categories[0].products[0].name).toBe("もも");
      await closing;
      expect(closed).toBe(true);
    } finally {
      await (closing ?? app.close());
      await app.close();
    }
  });
});
