/**
 * The prototype token: core Foundry data, kept except what names the official system or other modules
 * (bar attributes point at official paths, flags belong to modules the world may not have).
 */
import { isObject, type Json, type JsonObject } from "./context.ts";

const KEPT = [
  "name",
  "displayName",
  "actorLink",
  "width",
  "height",
  "texture",
  "lockRotation",
  "rotation",
  "alpha",
  "disposition",
  "displayBars",
  "sight",
  "detectionModes",
  "ring",
  "randomImg",
  "appendNumber",
  "prependAdjective",
] as const;

export function prototypeTokenOf(source: JsonObject, name: string, size: number): JsonObject {
  const token = isObject(source["prototypeToken"]) ? source["prototypeToken"] : {};
  const kept: JsonObject = {};
  for (const key of KEPT) {
    const value: Json | undefined = token[key];
    if (value !== undefined) kept[key] = value;
  }
  return {
    name,
    width: size,
    height: size,
    ...kept,
    bar1: { attribute: "stamina" },
    bar2: { attribute: null },
    flags: {},
  };
}
