/** The converter as Foundry's "Import Data" calls it (src/config fills documents/slots.ts with it). */
import { isObject } from "./context.ts";
import { assertSafeSource } from "./guard.ts";
import { convertActor, convertItem } from "./index.ts";
import { DEFAULT_OPTIONS } from "./shared.ts";
import type { OfficialConversion } from "../../documents/slots.ts";

export function convertForFoundry(
  documentName: "Actor" | "Item",
  source: Record<string, unknown>,
): OfficialConversion {
  assertSafeSource(source);
  if (!isObject(source)) throw new Error("not a JSON object");
  return documentName === "Actor"
    ? convertActor(source, DEFAULT_OPTIONS)
    : convertItem(source, DEFAULT_OPTIONS);
}
