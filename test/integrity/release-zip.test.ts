/** The release zip (tools/release-zip.mjs over fflate, used by tools/package-release.mjs) must carry valid MS-DOS dates. */
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { releaseZip, storableTime } from "../../tools/release-zip.mjs";

interface LocalEntry {
  name: string;
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
  data: Buffer;
}

/** Walks the local file headers from the start of the archive (signature 0x04034b50). */
function localEntries(archive: Buffer): LocalEntry[] {
  const entries: LocalEntry[] = [];
  let at = 0;
  while (archive.readUInt32LE(at) === 0x04034b50) {
    const time = archive.readUInt16LE(at + 10);
    const date = archive.readUInt16LE(at + 12);
    const compressed = archive.readUInt32LE(at + 18);
    const nameLength = archive.readUInt16LE(at + 26);
    const extraLength = archive.readUInt16LE(at + 28);
    const start = at + 30 + nameLength + extraLength;
    entries.push({
      name: archive.toString("utf8", at + 30, at + 30 + nameLength),
      year: 1980 + (date >> 9),
      month: (date >> 5) & 0x0f,
      day: date & 0x1f,
      hours: time >> 11,
      minutes: (time >> 5) & 0x3f,
      seconds: (time & 0x1f) * 2,
      data: inflateRawSync(archive.subarray(start, start + compressed)),
    });
    at = start + compressed;
  }
  return entries;
}

describe("release zip dates", () => {
  it("every local header holds a real date (month 1–12, day 1–31), the file's own modification time", () => {
    const modified = new Date(2026, 10, 30, 13, 45, 58);
    const archive = releaseZip([
      { name: "system.json", data: Buffer.from("{}"), modified },
      { name: "lang/en.json", data: Buffer.from('{"a":1}') },
    ]);
    const [first, second] = localEntries(archive);
    expect(first).toMatchObject({ name: "system.json", year: 2026, month: 11, day: 30 });
    expect(first).toMatchObject({ hours: 13, minutes: 45, seconds: 58 });
    expect(first?.data.toString()).toBe("{}");
    expect(second?.name).toBe("lang/en.json");
    for (const entry of [first, second]) {
      expect(entry?.month).toBeGreaterThanOrEqual(1);
      expect(entry?.month).toBeLessThanOrEqual(12);
      expect(entry?.day).toBeGreaterThanOrEqual(1);
      expect(entry?.day).toBeLessThanOrEqual(31);
      expect(entry?.year).toBeGreaterThanOrEqual(2024);
    }
  });

  it("dates outside what DOS can store clamp to its first and last valid days, never to 1980-00-00", () => {
    expect(storableTime(new Date(1970, 0, 1))).toEqual(new Date(1980, 0, 1));
    const [entry] = localEntries(
      releaseZip([{ name: "late.txt", data: Buffer.from("x"), modified: new Date(2200, 5, 1) }]),
    );
    expect(entry).toMatchObject({ year: 2099, month: 12, day: 31 });
  });

  it("an archive another reader opens holds every file byte for byte", () => {
    const data = Buffer.from("x".repeat(5000));
    const files = unzipSync(
      releaseZip([
        { name: "a/b.json", data },
        { name: "c.txt", data: Buffer.from("") },
      ]),
    );
    expect(Object.keys(files).sort()).toEqual(["a/b.json", "c.txt"]);
    expect(Buffer.from(files["a/b.json"] ?? []).equals(data)).toBe(true);
  });
});
