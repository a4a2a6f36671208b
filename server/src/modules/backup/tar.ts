// The backup file is a plain POSIX tar (ustar), so an operator can look inside with `tar -tvf`
// and take a part out by hand. Only what backups need: regular files with short names (< 100
// bytes), written one after another, read back with each header's checksum verified.
import { createReadStream } from "node:fs";
import type { FileHandle } from "node:fs/promises";

const BLOCK = 512;

export class TarFormatError extends Error {
  override name = "TarFormatError";
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const nameBytes = Buffer.from(name, "utf8");
  if (nameBytes.length >= 100) throw new Error(`tar: name too long: ${name}`);
  nameBytes.copy(block, 0);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, "0");
  block.write(octal(0o644, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  block.fill(" ", 148, 156);
  block.write("0", 156, "ascii");
  block.write("ustar\u000000", 257, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${octal(sum, 7)}\u0000 `, 148, "ascii");
  return block;
}

/** Appends files to an open file handle; end() writes the two zero blocks. */
export class TarWriter {
  private position = 0;
  constructor(private readonly out: FileHandle) {}

  private async write(data: Uint8Array) {
    await this.out.write(data, 0, data.length, this.position);
    this.position += data.length;
  }

  async addBuffer(name: string, data: Uint8Array, mtime = new Date()): Promise<void> {
    await this.write(header(name, data.length, mtime));
    await this.write(data);
    await this.pad(data.length);
  }

  /** Copies a file of `size` bytes (known beforehand) into the archive. */
  async addFile(name: string, path: string, size: number, mtime = new Date()): Promise<void> {
    await this.write(header(name, size, mtime));
    let copied = 0;
    for await (const chunk of createReadStream(path)) {
      await this.write(chunk as Buffer);
      copied += (chunk as Buffer).length;
    }
    if (copied !== size) throw new Error(`tar: ${path} changed while being archived`);
    await this.pad(size);
  }

  private async pad(size: number) {
    const rest = size % BLOCK;
    if (rest) await this.write(Buffer.alloc(BLOCK - rest));
  }

  async end(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** Offset of the entry's data in the source. */
  offset: number;
}

/** A file handle or a buffer, read by position. */
export interface TarSource {
  size: number;
  read(target: Buffer, position: number): Promise<void>;
}

export async function fileSource(file: FileHandle): Promise<TarSource> {
  const { size } = await file.stat();
  return {
    size,
    read: async (target, position) => {
      await file.read(target, 0, target.length, position);
    },
  };
}

export function bufferSource(data: Buffer): TarSource {
  return {
    size: data.length,
    read: async (target, position) => {
      data.copy(target, 0, position, position + target.length);
    },
  };
}

const field = (block: Buffer, start: number, end: number) =>
  block
    .toString("ascii", start, end)
    .replace(/[\0 ]+$/g, "")
    .replace(/^ +/, "");

/** Lists the regular files of a tar, verifying every header; throws TarFormatError on anything else. */
export async function listTar(source: TarSource): Promise<TarEntry[]> {
  const entries: TarEntry[] = [];
  const block = Buffer.alloc(BLOCK);
  let position = 0;
  for (;;) {
    if (position + BLOCK > source.size) throw new TarFormatError("the file ends in the middle of an entry");
    await source.read(block, position);
    if (block.every((byte) => byte === 0)) return entries;
    const stored = Number.parseInt(field(block, 148, 156), 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (!Number.isFinite(stored) || stored !== sum) throw new TarFormatError("not a tar file (bad header)");
    const base = block.toString("utf8", 0, 100).replace(/\0.*$/s, "");
    const prefix =
      block.toString("ascii", 257, 262) === "ustar"
        ? block.toString("utf8", 345, 500).replace(/\0.*$/s, "")
        : "";
    const name = prefix ? `${prefix}/${base}` : base;
    const size = Number.parseInt(field(block, 124, 136) || "0", 8);
    const type = block.toString("ascii", 156, 157);
    if (!Number.isFinite(size) || size < 0) throw new TarFormatError("not a tar file (bad size)");
    const offset = position + BLOCK;
    if (offset + size > source.size) throw new TarFormatError("the file is cut short");
    if (type === "0" || type === "\0") entries.push({ name, size, offset });
    position = offset + Math.ceil(size / BLOCK) * BLOCK;
  }
}

/** The bytes of one entry. */
export async function readEntry(source: TarSource, entry: TarEntry): Promise<Buffer> {
  const data = Buffer.alloc(entry.size);
  await source.read(data, entry.offset);
  return data;
}

/**
 * A copy of an in-memory tar with only the entries (of any type: files, folders) whose name
 * passes `keep`, their headers and data copied unchanged.
 */
export function filterTar(data: Buffer, keep: (name: string) => boolean): Buffer {
  const parts: Buffer[] = [];
  let position = 0;
  while (position + BLOCK <= data.length) {
    const block = data.subarray(position, position + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const name = block.toString("utf8", 0, 100).replace(/\0.*$/s, "");
    const prefix =
      block.toString("ascii", 257, 262) === "ustar"
        ? block.toString("utf8", 345, 500).replace(/\0.*$/s, "")
        : "";
    const size = Number.parseInt(field(block, 124, 136) || "0", 8);
    if (!Number.isFinite(size)) throw new TarFormatError("not a tar file (bad size)");
    const end = position + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (keep(prefix ? `${prefix}/${name}` : name)) parts.push(data.subarray(position, end));
    position = end;
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}
