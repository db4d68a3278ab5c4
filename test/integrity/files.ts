/** File helpers shared by the integrity tests. */
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join, relative, sep } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");

/** Every file under `dir` (relative to the project root) whose name ends with `ext`, as root-relative paths. */
export function filesUnder(dir: string, ext: string): string[] {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).flatMap((name) => {
    const path = join(abs, name);
    if (statSync(path).isDirectory()) return filesUnder(relative(ROOT, path), ext);
    return name.endsWith(ext) ? [relative(ROOT, path).split(sep).join("/")] : [];
  });
}

export function readText(path: string): string {
  return readFileSync(join(ROOT, path), "utf8");
}

export function readJson(path: string): unknown {
  return JSON.parse(readText(path)) as unknown;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Flattens nested translation objects into dotted keys. */
export function flattenKeys(value: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isRecord(value)) return out;
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(child)) for (const [k, v] of flattenKeys(child, path)) out.set(k, v);
    else out.set(path, child);
  }
  return out;
}
