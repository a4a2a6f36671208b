// Who holds an embedded database's folder (decision 0046). The process that opens a PGlite folder
// listens on a Unix socket named after the folder (mode 0600, in the temporary folder: socket
// paths are short). `npm run backup` asks the holder for a backup, since only the process that
// holds the folder can dump it safely; with nobody answering, it opens the folder itself. A second
// process opening a held folder is refused instead of corrupting it.
import { createHash } from "node:crypto";
import { chmod, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

export function holderSocketOf(folder: string): string {
  const hash = createHash("sha256").update(path.resolve(folder)).digest("hex").slice(0, 20);
  return path.join(tmpdir(), `karaage-db-${hash}.sock`);
}

type Answer = { status: number; body: Record<string, unknown> };

function request(socketPath: string, method: string, urlPath: string, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method, path: urlPath, timeout: timeoutMs }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on("timeout", () => req.destroy(new Error("the process holding the database did not answer")));
    req.on("error", reject);
    req.end();
  });
}

/** The pid of the process holding `folder`, or undefined when none answers. */
export async function folderHolder(folder: string): Promise<number | undefined> {
  try {
    const { body } = await request(holderSocketOf(folder), "GET", "/holder", 2_000);
    return typeof body.pid === "number" ? body.pid : undefined;
  } catch {
    return undefined;
  }
}

/** Asks the holder of `folder` for a backup now; undefined when no process holds it. */
export async function askHolderForBackup(
  folder: string,
): Promise<{ file: string; bytes: number } | undefined> {
  if ((await folderHolder(folder)) === undefined) return undefined;
  const { status, body } = await request(holderSocketOf(folder), "POST", "/backup", 30 * 60_000);
  if (status !== 200) throw new Error(String(body.error ?? `the server answered ${status}`));
  return body as { file: string; bytes: number };
}

export type BackupHandler = () => Promise<{ file: string; bytes: number }>;

export interface FolderHold {
  /** What a backup request runs (the app's, once it started). */
  onBackupRequest(handler: BackupHandler): void;
  release(): Promise<void>;
}

export class FolderHeldError extends Error {
  override name = "FolderHeldError";
}

export async function holdFolder(folder: string): Promise<FolderHold> {
  const socketPath = holderSocketOf(folder);
  const pid = await folderHolder(folder);
  if (pid !== undefined) throw new FolderHeldError(`already open in another process (pid ${pid})`);
  let backup: BackupHandler | undefined;
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    if (req.method === "GET" && req.url === "/holder") return answer(200, { pid: process.pid, folder });
    if (req.method === "POST" && req.url === "/backup") {
      if (!backup) return answer(503, { error: "this process takes no backups (it is not the app)" });
      backup().then(
        (result) => answer(200, result),
        (error: unknown) => answer(500, { error: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    answer(404, { error: "unknown request" });
  });
  // Left by a process that was killed: nobody answered above, so it is stale.
  await rm(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new FolderHeldError("being opened by another process") : error),
    );
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  server.unref();
  return {
    onBackupRequest(handler) {
      backup = handler;
    },
    async release() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await rm(socketPath, { force: true });
    },
  };
}
