// Types for tools/release-zip.mjs, so tests written in TypeScript can call the release zip writer.
export function storableTime(when: Date): Date;
export function releaseZip(entries: { name: string; data: Buffer; modified?: Date }[]): Buffer;
