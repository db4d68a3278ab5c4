// The release archive, written with fflate (a kept library) instead of a zip writer of our own.
// fflate stores each entry's modification time as an MS-DOS date and refuses years outside 1980–2099
// (node_modules/fflate/esm/index.mjs, `wzh`), so a file time outside that range is clamped to its ends.
import { zipSync } from "fflate";

const FIRST = new Date(1980, 0, 1, 0, 0, 0);
const LAST = new Date(2099, 11, 31, 23, 59, 58);

/** A file time fflate can store: clamped to 1980-01-01 … 2099-12-31. */
export function storableTime(when) {
  if (when < FIRST) return FIRST;
  if (when > LAST) return LAST;
  return when;
}

/** Deflated zip of `entries`, each at the archive path `name`, dated by `modified` (now when absent). */
export function releaseZip(entries) {
  const files = {};
  for (const { name, data, modified } of entries) {
    files[name] = [new Uint8Array(data), { mtime: storableTime(modified ?? new Date()), level: 9 }];
  }
  return Buffer.from(zipSync(files));
}
