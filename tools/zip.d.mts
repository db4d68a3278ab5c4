// Types for tools/zip.mjs, so tests written in TypeScript can call the release zip writer.
export function dosDateTime(when: Date): { date: number; time: number };
export function zip(entries: { name: string; data: Buffer; modified?: Date }[]): Buffer;
